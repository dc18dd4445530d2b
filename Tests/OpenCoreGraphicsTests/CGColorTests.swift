import Foundation
import OpenCoreGraphics
import OpenUIKitTesting
import Testing

@Suite struct CGColorTests {
  @Test func componentsAlphaAndSpaces() {
    let red = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)
    #expect(red.components == [1, 0, 0, 0.5])
    #expect(red.alpha == 0.5)
    #expect(red.numberOfComponents == 4)
    #expect(red.colorSpace?.model == .rgb)
    let gray = CGColor(gray: 0.25, alpha: 1)
    #expect(gray.components == [0.25, 1])
    #expect(gray.colorSpace?.model == .monochrome)
    #expect(CGColor.clear.alpha == 0)
  }

  @Test func copyWithAlphaAndEquality() {
    let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    #expect(blue.copy(alpha: 0.2)?.components == [0, 0, 1, 0.2])
    #expect(blue == CGColor(red: 0, green: 0, blue: 1, alpha: 1))
    #expect(blue != CGColor(red: 0, green: 0, blue: 1, alpha: 0.9))
    #expect(CGColor(gray: 1, alpha: 1) != CGColor(red: 1, green: 1, blue: 1, alpha: 1))
    #expect(Set([blue, blue, .white]).count == 2)
  }

  @Test func componentsInitializerAndNonFiniteValues() {
    let components: [CGFloat] = [0.1, 0.2, 0.3, 1]
    let color = CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: components)
    #expect(color?.components == components)
    #expect(CGColor(red: .nan, green: .infinity, blue: 0, alpha: 1).components == [0, 0, 0, 1])
  }

  @Test func namedColorSpaces() {
    #expect(CGColorSpace(name: CGColorSpace.sRGB)?.numberOfComponents == 3)
    #expect(CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)?.model == .monochrome)
    #expect(CGColorSpace(name: "no such space") == nil)
    #expect(CGColorSpaceCreateDeviceGray().numberOfComponents == 1)
  }
}
