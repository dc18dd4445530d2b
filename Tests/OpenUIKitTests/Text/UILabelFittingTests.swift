import Foundation
@_spi(OpenUIKit) import OpenText
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// A label's text fitted to its bounds: `adjustsFontSizeToFitWidth` down to
/// `minimumScaleFactor` (0 shrinks nothing, as UIKit documents), several lines fitted to the
/// height, and tightening before truncation.
@MainActor @Suite(.serialized) struct UILabelFittingTests {
  func label(_ text: String, width: CGFloat, height: CGFloat = 24) -> UILabel {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: height))
    label.font = UIFont(name: "DejaVuSans", size: 20) ?? .systemFont(ofSize: 20)
    label.text = text
    return label
  }

  @Test func aLineTooWideShrinksToTheScaleThatFits() throws {
    let label = label("A headline too wide", width: 120)
    label.adjustsFontSizeToFitWidth = true
    let block = try #require(label.textBlock())
    #expect(label.fittedBlock(block, in: label.bounds) == nil, "no factor: nothing shrinks")
    label.minimumScaleFactor = 0.3
    let scale = label.fittingScale(block, in: label.bounds)
    #expect(scale < 1 && scale >= 0.3)
    let fitted = try #require(label.fittedBlock(block, in: label.bounds))
    #expect(fitted.size(width: nil).width <= 120)
    #expect(fitted.size(width: nil).width > 110, "the largest size that fits")
    label.minimumScaleFactor = 0.9
    #expect(label.fittingScale(block, in: label.bounds) == 0.9, "not below the factor")
    // The intrinsic size stays the full font's.
    #expect(label.intrinsicContentSize.width > 120)
  }

  @Test func severalLinesShrinkToTheHeight() throws {
    let label = label("one two three four five six seven eight", width: 120, height: 50)
    label.numberOfLines = 2
    label.adjustsFontSizeToFitWidth = true
    label.minimumScaleFactor = 0.2
    let block = try #require(label.textBlock())
    let scale = label.fittingScale(block, in: label.bounds)
    #expect(scale < 1)
    var fitted = try #require(label.fittedBlock(block, in: label.bounds))
    fitted.maximumLines = 0
    #expect(fitted.lineCount(width: 120) <= 2)
    #expect(fitted.size(width: 120).height <= 50)
  }

  @Test func tighteningMovesLettersCloserBeforeTruncating() throws {
    let label = label("Tightened", width: 10)
    let block = try #require(label.textBlock())
    let natural = block.size(width: nil).width
    label.frame.size.width = natural - 3
    #expect(label.fittedBlock(block, in: label.bounds) == nil, "not allowed")
    label.allowsDefaultTighteningForTruncation = true
    let tightened = try #require(label.fittedBlock(block, in: label.bounds))
    #expect(tightened.size(width: nil).width <= natural - 3 + 0.5)
    #expect(label.minimumScaleFactor == 0 && !label.adjustsFontSizeToFitWidth)
  }

  @Test(arguments: [1.0, 2.0])
  func fittedLabelsLookRight(scale: CGFloat) throws {
    let window = makeWindow(size: CGSize(width: 200, height: 110), scale: scale)
    window.backgroundColor = .systemBackground
    let configurations: [(UILabel) -> Void] = [
      { (label: UILabel) in label.text = "Fits as it is" },
      { (label: UILabel) in
        label.text = "Shrunk to fit the width"
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
      },
      { (label: UILabel) in
        label.text = "Tightened, not cut"
        label.allowsDefaultTighteningForTruncation = true
        // Five points too narrow: the letters move closer instead of the tail going.
        label.frame.size.width = label.intrinsicContentSize.width - 5
      },
      { (label: UILabel) in label.text = "Truncated at the tail" },
    ]
    for (index, configure) in configurations.enumerated() {
      let label = UILabel(frame: CGRect(x: 10, y: 5 + CGFloat(index) * 26, width: 160, height: 24))
      label.font = UIFont(name: "DejaVuSans", size: 17) ?? .systemFont(ofSize: 17)
      label.backgroundColor = UIColor.secondarySystemBackground
      configure(label)
      window.addSubview(label)
    }
    try assertSnapshot(window.renderImage(), named: "labelFitting\(scale == 2 ? "@2x" : "")")
  }
}
