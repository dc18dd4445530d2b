import Foundation
import OpenUIKit
import OpenUIKitTesting

/// The hostile inputs, by name.
///
/// Each returns a short outcome that `RobustnessTests` checks.
@MainActor
enum Probes {
  /// Every probe: the layer and image probes below and the app layer's.
  static let all: [String: @MainActor () -> String] = [
    layerAndImage, ControllerProbes.all, TableAndStackProbes.all, ContextProbes.all,
    CommitProbes.all, FontProbes.all, SignalProbes.all, MenuProbes.all, AppProbes.all,
    LayoutProbes.all, TextViewProbes.all,
  ].reduce(into: [:]) { all, probes in all.merge(probes) { first, _ in first } }

  static let layerAndImage: [String: @MainActor () -> String] = [
    // Core Animation's types are nonisolated, but the layer tree is main-thread state: a change
    // made on another thread stops with a message instead of racing the main thread.
    "layerChangedOffTheMainThread": {
      let finished = DispatchSemaphore(value: 0)
      Thread {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        finished.signal()
      }.start()
      finished.wait()
      return "changed off the main thread"
    },
    // Finite but huge geometry: clamped, never converted to integers unchecked.
    "frameSize1e19": { renderWithView { $0.frame = CGRect(x: 0, y: 0, width: 1e19, height: 10) } },
    "frameSize1e300": {
      renderWithView { $0.frame = CGRect(x: 0, y: 0, width: 1e300, height: 1e300) }
    },
    "boundsOrigin1e19": {
      renderWithView { $0.bounds = CGRect(x: 1e19, y: -1e19, width: 40, height: 40) }
    },
    "shadowRadius1e19": {
      renderWithView {
        $0.layer.shadowOpacity = 1
        $0.layer.shadowRadius = 1e19
      }
    },
    "shadowPath1e19": {
      renderWithView {
        $0.layer.shadowOpacity = 1
        $0.layer.shadowPath = CGPath(
          rect: CGRect(x: 0, y: 0, width: 1e19, height: 1e19), transform: nil)
      }
    },
    "shapePath1e19": {
      renderWithLayer { root in
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        shape.path = CGPath(rect: CGRect(x: -1e19, y: 0, width: 2e19, height: 1e19), transform: nil)
        root.addSublayer(shape)
      }
    },
    "transformScale1e19": {
      renderWithView { $0.transform = CGAffineTransform(scaleX: 1e19, y: 1e19) }
    },
    "cornerAndBorder1e19": {
      renderWithView {
        $0.layer.cornerRadius = 1e19
        $0.layer.borderWidth = 1e19
      }
    },
    "contentsImageIn1e19Bounds": {
      renderWithView {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
          context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        $0.layer.contents = image.cgImage
        $0.bounds = CGRect(x: 0, y: 0, width: 1e19, height: 1e19)
      }
    },
    "contentsImageInHugeTransform": {
      renderWithView {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
          context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        $0.layer.contents = image.cgImage
        $0.transform = CGAffineTransform(scaleX: 1e-12, y: 1e15)
      }
    },
    "extremeValuesEverywhere": {
      renderWithLayer { root in
        let values: [CGFloat] = [1e19, -1e19, 1e-19, 3e6, -3e6, 1e300, 0.5]
        for (index, value) in values.enumerated() {
          let layer = CALayer()
          layer.frame = CGRect(x: value, y: 5, width: abs(value), height: 10)
          layer.backgroundColor = CGColor(gray: 0.5, alpha: 1)
          layer.cornerRadius = abs(value)
          layer.borderWidth = abs(value) / 2
          layer.opacity = 0.5
          layer.transform = CATransform3DMakeRotation(value, 0, 0, 1)
          let mask = CALayer()
          mask.frame = CGRect(x: -value, y: 0, width: abs(value), height: abs(value))
          mask.backgroundColor = CGColor(gray: 0, alpha: 1)
          layer.mask = index % 2 == 0 ? mask : nil
          layer.shadowOpacity = 1
          layer.shadowOffset = CGSize(width: value, height: value)
          layer.shadowRadius = abs(value)
          let sub = CALayer()
          sub.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
          sub.backgroundColor = CGColor(gray: 0, alpha: 1)
          layer.addSublayer(sub)
          root.addSublayer(layer)
        }
      }
    },
    "roundedLayerUnderHugeScales": {
      renderWithLayer { root in
        for scale in [1e3, 1e5, 1e7, 1e9, 1e-5, -1e6] as [CGFloat] {
          let layer = CALayer()
          layer.frame = CGRect(x: 20, y: 20, width: 10, height: 10)
          layer.backgroundColor = CGColor(gray: 0.5, alpha: 1)
          layer.cornerRadius = 3
          layer.borderWidth = 1
          layer.shadowOpacity = 1
          layer.setAffineTransform(CGAffineTransform(scaleX: scale, y: 1 / scale).rotated(by: 0.3))
          root.addSublayer(layer)
        }
      }
    },
    // Text layout.
    "labelWrappedIntrinsicAtZeroWidth": {
      let label = wrappedLabel()
      return "size \(label.intrinsicContentSize)"
    },
    "labelSizeThatFitsGreatestFinite": {
      "size \(wrappedLabel().sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)))"
    },
    "labelSizeThatFitsNaN": {
      "size \(wrappedLabel().sizeThatFits(CGSize(width: CGFloat.nan, height: .nan)))"
    },
    "labelSizeThatFits3e6": {
      "size \(wrappedLabel().sizeThatFits(CGSize(width: 3e6, height: 3e6)))"
    },
    "labelRendered3e6Wide": {
      renderWithView(windowSize: CGSize(width: 100, height: 40)) { view in
        let label = wrappedLabel()
        label.frame = CGRect(x: 0, y: 0, width: 3e6, height: 40)
        view.addSubview(label)
      }
    },
    "fontSize1e6": { renderLabel(font: .systemFont(ofSize: 1e6)) },
    "fontSize1e300": { renderLabel(font: .systemFont(ofSize: 1e300)) },
    "fontSizeNaN": { renderLabel(font: .systemFont(ofSize: .nan)) },
    "combiningMarks50000": {
      // Against the same label with the 30 marks the budget keeps: about the same work.
      _ = layOut("e\u{301}", lines: 1)
      let kept = CPUTime.measure {
        _ = layOut("e" + String(repeating: "\u{301}", count: 30), lines: 1)
      }
      let cut = CPUTime.measure {
        _ = layOut("e" + String(repeating: "\u{301}", count: 50_000), lines: 1)
      }
      return cut <= 10 * kept + 0.1 ? "within the budget's cost" : "ratio \(Int(cut / kept))"
    },
    "textOneMegabyte": {
      // Against text of the budget's length (65,535 units): about the same work.
      _ = layOut("warm", lines: 0)
      let budget = CPUTime.measure {
        _ = layOut(String(repeating: "word ", count: 13_107), lines: 0)
      }
      let megabyte = CPUTime.measure {
        _ = layOut(String(repeating: "word ", count: 200_000), lines: 0)
      }
      return megabyte <= 3 * budget + 0.1
        ? "within the budget's cost" : "ratio \(Int(megabyte / budget))"
    },
    // Raw bitmap parameters.
    "cgImageBytesPerRowIntMax": {
      let image = CGImage(
        width: 4, height: 4, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: Int.max,
        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: 1),
        provider: sixtyFourBytes, decode: nil,
        shouldInterpolate: false, intent: .defaultIntent)
      return image == nil ? "nil" : "image"
    },
    "cgImageHugeHeight": {
      let image = CGImage(
        width: 16, height: Int.max / 8, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 64,
        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: 1),
        provider: sixtyFourBytes, decode: nil,
        shouldInterpolate: false, intent: .defaultIntent)
      return image == nil ? "nil" : "image"
    },
    "contextPixelBudget": {
      let context = CGContext(
        data: nil, width: 16384, height: 16384, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
      return context == nil ? "nil" : "context"
    },
    // Replicators.
    "replicatorIntMax": {
      renderWithLayer { root in
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        replicator.instanceCount = Int.max
        replicator.instanceTransform = CATransform3DMakeTranslation(1, 0, 0)
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 2, height: 2)
        dot.backgroundColor = CGColor(gray: 0, alpha: 1)
        replicator.addSublayer(dot)
        root.addSublayer(replicator)
      }
    },
    "replicatorsNested": {
      renderWithLayer { root in
        var parent = root
        for _ in 0..<4 {
          let replicator = CAReplicatorLayer()
          replicator.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
          replicator.instanceCount = 1000
          replicator.instanceTransform = CATransform3DMakeTranslation(0.01, 0, 0)
          parent.addSublayer(replicator)
          parent = replicator
        }
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 2, height: 2)
        dot.backgroundColor = CGColor(gray: 0, alpha: 1)
        parent.addSublayer(dot)
      }
    },
    // A cairo error must not freeze the window.
    "radialGradientDefaultPointsThenChange": {
      let window = UIWindow.headless(size: CGSize(width: 40, height: 40))
      let gradient = CAGradientLayer()
      gradient.type = .radial
      gradient.colors = [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)]
      gradient.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
      window.layer.addSublayer(gradient)
      _ = window.renderImage()
      let marker = UIView(frame: CGRect(x: 30, y: 30, width: 10, height: 10))
      marker.backgroundColor = .red
      window.addSubview(marker)
      guard let image = window.renderImage(), let bytes = try? rgbaPixels(of: image) else {
        return "no image"
      }
      let offset = (35 * 40 + 35) * 4
      return bytes[offset] == 255 && bytes[offset + 1] == 0 ? "renders on" : "frozen"
    },
    // Images.
    "jpegHeaderClaims16384Squared": {
      let image = UIImage(data: Data(tinyJPEGClaiming(width: 16384, height: 16384)))
      return image.map { "image \($0.size)" } ?? "nil"
    },
    "jpegTruncatedWithinBudget": {
      // A plausible size for its length, cut short after the scan header.
      var bytes = tinyJPEGClaiming(width: 256, height: 256)
      bytes.removeLast(2)  // no end-of-image marker either
      bytes += [UInt8](repeating: 0, count: 2000)
      bytes.removeLast(1900)
      let image = UIImage(data: Data(bytes))
      return image.map { "image \($0.size)" } ?? "nil"
    },
    "pngOfZeros8000Squared": {
      let image = UIImage(data: PNGOfZeros.make(side: 8000))
      return image.map { "image \($0.size)" } ?? "nil"
    },
    "pngOfZeros16384Squared": {
      guard let png = zeroPNG(side: 16384) else { return "no png" }
      let image = UIImage(data: png)
      return image.map { "image \($0.size)" } ?? "nil"
    },
    "renderImageOfA16384View": {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 16384, height: 16384))
      view.backgroundColor = .red
      let image = view.renderImage()
      return image.map { "image \($0.width)x\($0.height)" } ?? "nil"
    },
    // Silent degradations.
    "wideLayerKeepsItsShadow": {
      let window = UIWindow.headless(size: CGSize(width: 100, height: 60))
      window.backgroundColor = .white
      let wide = UIView(frame: CGRect(x: -2500, y: 10, width: 5000, height: 20))
      wide.backgroundColor = .white
      wide.layer.shadowOpacity = 1
      wide.layer.shadowOffset = CGSize(width: 0, height: 10)
      wide.layer.shadowRadius = 2
      let child = UIView(frame: CGRect(x: 2500, y: 0, width: 10, height: 10))
      child.backgroundColor = .white
      wide.addSubview(child)  // the shadow follows the alpha: no shortcut
      window.addSubview(wide)
      guard let image = window.renderImage(), let bytes = try? rgbaPixels(of: image) else {
        return "no image"
      }
      let offset = (36 * 100 + 50) * 4  // under the layer, inside its shadow
      return bytes[offset] < 128 ? "shadow" : "no shadow"
    },
    "drawCallingSetNeedsLayout": {
      let window = UIWindow.headless(size: CGSize(width: 40, height: 40))
      let view = RelayoutingDrawView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      window.addSubview(view)
      for _ in 0..<5 { runCommit() }
      return "draws \(view.draws)"
    },
    "layoutCallingSetNeedsDisplay": {
      let window = UIWindow.headless(size: CGSize(width: 40, height: 40))
      let view = RedrawingLayoutView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      window.addSubview(view)
      for _ in 0..<5 { runCommit() }
      return "layouts \(view.layouts)"
    },
    "layoutAndDrawInvalidatingEachOther": {
      let window = UIWindow.headless(size: CGSize(width: 40, height: 40))
      let view = PingPongView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      window.addSubview(view)
      for _ in 0..<5 { runCommit() }
      return "layouts \(view.layouts) draws \(view.draws)"
    },
    "layoutLoopNamesTheView": {
      let window = UIWindow.headless(size: CGSize(width: 40, height: 40))
      let view = EndlessLayoutView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      window.addSubview(view)
      runCommit()
      return "layouts \(view.layouts)"
    },
    "corruptPNGs": {
      var outcomes: [String] = []
      guard let valid = zeroPNG(side: 8) else { return "no png" }
      outcomes.append(UIImage(data: valid.prefix(valid.count / 2)) == nil ? "nil" : "image")
      var badCRC = valid
      badCRC[30] ^= 0xFF
      outcomes.append(UIImage(data: badCRC) == nil ? "nil" : "image")
      return outcomes.joined(separator: " ")
    },
  ]

  /// A provider of 64 zero bytes.
  static var sixtyFourBytes: CGDataProvider {
    guard let provider = CGDataProvider(data: Data(count: 64) as CFData) else {
      preconditionFailure("CGDataProvider(data:) always succeeds")
    }
    return provider
  }

  /// A headless window with one 40-point view configured by `configure`, rendered; then a red
  /// marker added, to see that the window still renders.
  static func renderWithView(
    windowSize: CGSize = CGSize(width: 80, height: 80), _ configure: (UIView) -> Void
  ) -> String {
    let window = UIWindow.headless(size: windowSize)
    let view = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
    view.backgroundColor = .systemBlue
    window.addSubview(view)
    configure(view)
    return rendersOn(window)
  }

  /// A headless window whose root layer `configure` adds to, rendered, then checked as above.
  static func renderWithLayer(_ configure: (CALayer) -> Void) -> String {
    let window = UIWindow.headless(size: CGSize(width: 80, height: 80))
    configure(window.layer)
    return rendersOn(window)
  }

  /// Renders, adds a red marker in the bottom-right corner, renders again: "renders on" when the
  /// marker shows.
  static func rendersOn(_ window: UIWindow) -> String {
    guard window.renderImage() != nil else { return "no image" }
    let size = window.bounds.size
    let marker = UIView(frame: CGRect(x: size.width - 4, y: size.height - 4, width: 4, height: 4))
    marker.backgroundColor = .red
    window.addSubview(marker)
    guard let image = window.renderImage(), let bytes = try? rgbaPixels(of: image) else {
      return "no image"
    }
    let offset = ((image.height - 1) * image.width + image.width - 1) * 4
    return bytes[offset] == 255 && bytes[offset + 1] == 0 ? "renders on" : "frozen"
  }

  /// A label of `text` shown in a window, rendered and measured.
  static func layOut(_ text: String, lines: Int) -> CGSize {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    label.numberOfLines = lines
    label.text = text
    let window = UIWindow.headless(size: CGSize(width: 200, height: 40))
    window.addSubview(label)
    _ = window.renderImage()
    return label.sizeThatFits(CGSize(width: 200, height: 0))
  }

  static func wrappedLabel() -> UILabel {
    let label = UILabel()
    label.numberOfLines = 0
    label.text = "A label with enough words to wrap onto several lines"
    return label
  }

  static func renderLabel(font: UIFont) -> String {
    renderWithView { view in
      let label = UILabel(frame: view.bounds)
      label.font = font
      label.text = "Huge"
      view.addSubview(label)
      _ = label.intrinsicContentSize
    }
  }

  /// A JPEG of a few hundred bytes whose header claims `width` × `height` gray pixels.
  static func tinyJPEGClaiming(width: Int, height: Int) -> [UInt8] {
    var bytes: [UInt8] = [0xFF, 0xD8]
    // DQT: one table of ones.
    bytes += [0xFF, 0xDB, 0x00, 0x43, 0x00] + [UInt8](repeating: 1, count: 64)
    // SOF0: 8 bits, height, width, one component.
    bytes += [
      0xFF, 0xC0, 0x00, 0x0B, 0x08, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8),
      UInt8(width & 0xFF), 0x01, 0x01, 0x11, 0x00,
    ]
    // DHT: a DC table and an AC table with one code each.
    bytes += [0xFF, 0xC4, 0x00, 0x14, 0x00, 0x01] + [UInt8](repeating: 0, count: 15) + [0x00]
    bytes += [0xFF, 0xC4, 0x00, 0x14, 0x10, 0x01] + [UInt8](repeating: 0, count: 15) + [0x00]
    // SOS, a few bytes of scan data, then the end.
    bytes += [0xFF, 0xDA, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3F, 0x00]
    bytes += [UInt8](repeating: 0, count: 100) + [0xFF, 0xD9]
    return bytes
  }

  /// A PNG of zeros `side` pixels square (about 1.6 MB at 16384).
  static func zeroPNG(side: Int) -> Data? {
    PNGOfZeros.make(side: side)
  }
}

/// A view whose draw(_:) asks for layout.
final class RelayoutingDrawView: UIView {
  var draws = 0
  override func draw(_ rect: CGRect) {
    draws += 1
    setNeedsLayout()
  }
}

/// A view whose layoutSubviews() asks for display.
final class RedrawingLayoutView: UIView {
  var layouts = 0
  override func layoutSubviews() {
    layouts += 1
    setNeedsDisplay()
  }
  override func draw(_ rect: CGRect) {}
}

/// A view whose layoutSubviews() always asks for another layout.
final class EndlessLayoutView: UIView {
  var layouts = 0
  override func layoutSubviews() {
    layouts += 1
    setNeedsLayout()
  }
}

/// A view whose layout asks for display and whose drawing asks for layout.
final class PingPongView: UIView {
  var layouts = 0
  var draws = 0
  override func layoutSubviews() {
    layouts += 1
    setNeedsDisplay()
  }
  override func draw(_ rect: CGRect) {
    draws += 1
    setNeedsLayout()
  }
}
