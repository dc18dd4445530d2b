import Foundation
@_spi(OpenUIKit) import OpenText

/// Fitting a label's text to its bounds, as UIKit's `adjustsFontSizeToFitWidth` and
/// `allowsDefaultTighteningForTruncation` do: the size asked for is measured (its intrinsic size
/// stays the full font's), the drawing shrinks.
///
/// - A single line wider than the bounds shrinks to the scale that fits, not below
///   ``UILabel/minimumScaleFactor`` (whose default 0 shrinks nothing, as documented); several lines
///   shrink until they fit the bounds' height (the largest scale that fits, found by halving).
/// - What still does not fit is tightened first when allowed (letters closer by at most 5 % of the
///   font size), then truncated as ``UILabel/lineBreakMode`` says.
/// - Sizes are whole tenths of a point, so that a label does not redraw in a size that differs by
///   a rounding from the last.
extension UILabel {
  /// `block` as drawn in `rect` once fitted; `nil` when it is drawn as it is.
  func fittedBlock(_ block: TextBlock, in rect: CGRect) -> TextBlock? {
    guard rect.width > 0, rect.width.isFinite else { return nil }
    var fitted = block
    var changed = false
    if adjustsFontSizeToFitWidth, minimumScaleFactor > 0 {
      let scale = fittingScale(block, in: rect)
      if scale < 1 {
        fitted = scaled(block, by: scale)
        changed = true
      }
    }
    if allowsDefaultTighteningForTruncation, numberOfLines == 1 {
      let width = fitted.size(width: nil).width
      let characters = max(fitted.string.count - 1, 1)
      if width > rect.width {
        let kern = max(-(width - rect.width) / CGFloat(characters), -0.05 * fitted.fontSize)
        if fitted.runs.allSatisfy({ $0.kern == nil }) {
          fitted.runs.append(
            TextRun(
              location: 0, length: fitted.string.utf16.count, fontName: nil, fontSize: nil,
              color: nil, kern: kern))
          changed = true
        }
      }
    }
    return changed ? fitted : nil
  }

  /// The font scale at which `block` fits `rect`: 1 when it fits already.
  func fittingScale(_ block: TextBlock, in rect: CGRect) -> CGFloat {
    let minimum = minimumScaleFactor
    if numberOfLines == 1 {
      let width = block.size(width: nil).width
      guard width > rect.width, width > 0 else { return 1 }
      return max(Self.tenths(block.fontSize * rect.width / width) / block.fontSize, minimum)
    }
    func fits(_ scale: CGFloat) -> Bool {
      var candidate = scaled(block, by: scale)
      candidate.maximumLines = 0
      let lines = candidate.lineCount(width: rect.width)
      return candidate.size(width: rect.width).height <= rect.height
        && (numberOfLines == 0 || lines <= numberOfLines)
    }
    guard !fits(1) else { return 1 }
    guard fits(minimum) else { return minimum }
    var low = minimum
    var high: CGFloat = 1
    for _ in 0..<8 {
      let middle = (low + high) / 2
      if fits(middle) { low = middle } else { high = middle }
    }
    return max(Self.tenths(block.fontSize * low) / block.fontSize, minimum)
  }

  /// `block` with its font sizes (the base and every run's) times `scale`.
  private func scaled(_ block: TextBlock, by scale: CGFloat) -> TextBlock {
    var scaled = block
    scaled.fontSize = block.fontSize * scale
    for index in scaled.runs.indices {
      if let size = scaled.runs[index].fontSize { scaled.runs[index].fontSize = size * scale }
      if let kern = scaled.runs[index].kern { scaled.runs[index].kern = kern * scale }
    }
    return scaled
  }

  /// `size` rounded down to a tenth of a point.
  private static func tenths(_ size: CGFloat) -> CGFloat { (size * 10).rounded(.down) / 10 }
}
