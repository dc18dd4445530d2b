import Foundation
import OpenCoreGraphics
@_spi(OpenUIKit) import OpenQuartzCore
@_spi(OpenUIKit) import OpenText

/// How strings are measured and drawn with `draw(with:options:attributes:context:)` and
/// `boundingRect(with:options:attributes:context:)`, as UIKit's `NSStringDrawingOptions`.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: Int
  /// Creates options from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The rectangle's origin is the top-left of the first line and lines wrap in its width;
  /// without it the origin is the baseline of a single line.
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
  /// Heights include the font's leading (its line gap) for each line.
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
  /// Sizes are the glyphs' ink rather than their line boxes.
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
  /// Lines below the rectangle are dropped and the last one kept is ellipsized.
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// How a drawing call may shrink text to fit, and what it did, as UIKit's
/// `NSStringDrawingContext`.
open class NSStringDrawingContext {
  /// The smallest factor fonts may be scaled by to fit the rectangle; 0 (the default) never
  /// shrinks.
  open var minimumScaleFactor: CGFloat = 0
  /// The factor the last call scaled fonts by (1 when it did not shrink).
  open internal(set) var actualScaleFactor: CGFloat = 1
  /// The rectangle the last call's text took.
  open internal(set) var totalBounds: CGRect = .zero

  /// Creates a context that does not shrink text.
  public init() {}
}

/// The measuring and drawing behind `NSString`'s, `String`'s and `NSAttributedString`'s UIKit
/// additions: text drawn into `UIGraphicsGetCurrentContext()`, origin top-left (UIKit's contexts
/// are y-down; in a y-up Quartz context text comes out upside down, as on iOS).
enum StringDrawing {
  static func size(_ block: TextBlock) -> CGSize {
    block.size(width: nil)
  }

  static func draw(_ block: TextBlock, at point: CGPoint) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    var single = block
    single.wraps = false
    single.truncation = .none
    single.draw(
      in: context, rect: CGRect(x: point.x, y: point.y, width: .infinity, height: .infinity),
      clips: false)
  }

  static func draw(_ block: TextBlock, in rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    block.draw(in: context, rect: rect.standardized, clips: true)
  }

  static func draw(
    _ block: TextBlock, with rect: CGRect, options: NSStringDrawingOptions,
    context drawingContext: NSStringDrawingContext?
  ) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let rect = rect.standardized
    let (fitted, scale) = shrunk(block, toFit: rect.size, options, drawingContext)
    let bounds = boundingRect(fitted, rect.size, options)
    drawingContext?.actualScaleFactor = scale
    drawingContext?.totalBounds = bounds.offsetBy(dx: rect.minX, dy: rect.minY)
    if options.contains(.usesLineFragmentOrigin) {
      fitted.draw(
        in: context, rect: rect, clips: false,
        fitsHeight: options.contains(.truncatesLastVisibleLine))
    } else {
      // The origin is the baseline of a single line.
      var single = fitted
      single.wraps = false
      let top = rect.minY - single.firstBaseline()
      single.draw(
        in: context, rect: CGRect(x: rect.minX, y: top, width: rect.width, height: .infinity),
        clips: false)
    }
  }

  static func boundingRect(
    _ block: TextBlock, with size: CGSize, options: NSStringDrawingOptions,
    context drawingContext: NSStringDrawingContext?
  ) -> CGRect {
    let (fitted, scale) = shrunk(block, toFit: size, options, drawingContext)
    let bounds = boundingRect(fitted, size, options)
    drawingContext?.actualScaleFactor = scale
    drawingContext?.totalBounds = bounds
    return bounds
  }

  /// The text's rectangle: from the first line's top-left with `.usesLineFragmentOrigin`, else
  /// around a single line whose baseline is at y = 0.
  private static func boundingRect(
    _ block: TextBlock, _ size: CGSize, _ options: NSStringDrawingOptions
  ) -> CGRect {
    var block = block
    let inked = options.contains(.usesDeviceMetrics)
    guard options.contains(.usesLineFragmentOrigin) else {
      block.wraps = false
      let measured = block.size(width: size.width, inked: inked)
      return CGRect(
        x: 0, y: -block.firstBaseline(), width: measured.width, height: measured.height)
    }
    let width = size.width > 0 ? size.width : .infinity
    let height = options.contains(.truncatesLastVisibleLine) && size.height > 0 ? size.height : nil
    var measured = block.size(width: width, height: height, inked: inked)
    if options.contains(.usesFontLeading) {
      let leading = UIFont(name: block.fontName, size: block.fontSize)?.leading ?? 0
      measured.height += leading * CGFloat(block.lineCount(width: width))
    }
    return CGRect(origin: .zero, size: measured)
  }

  /// The block with its fonts scaled down (to the context's minimum at most) until it fits
  /// `size`, and the factor used.
  private static func shrunk(
    _ block: TextBlock, toFit size: CGSize, _ options: NSStringDrawingOptions,
    _ drawingContext: NSStringDrawingContext?
  ) -> (TextBlock, CGFloat) {
    guard let minimum = drawingContext?.minimumScaleFactor, minimum > 0, minimum < 1 else {
      return (block, 1)
    }
    func fits(_ candidate: TextBlock) -> Bool {
      let bounds = boundingRect(candidate, size, options.subtracting(.truncatesLastVisibleLine))
      return bounds.width <= size.width + 0.001 && bounds.height <= size.height + 0.001
    }
    guard !fits(block) else { return (block, 1) }
    // Halve the interval between the largest factor that fits and the smallest that does not.
    var low = minimum
    var high: CGFloat = 1
    guard fits(block.scaled(by: low)) else { return (block.scaled(by: low), low) }
    for _ in 0..<12 {
      let middle = (low + high) / 2
      if fits(block.scaled(by: middle)) { low = middle } else { high = middle }
    }
    return (block.scaled(by: low), low)
  }
}

extension TextBlock {
  /// The block with every font size and kern multiplied by `factor`.
  func scaled(by factor: CGFloat) -> TextBlock {
    var copy = self
    copy.fontSize *= factor
    copy.runs = runs.map { run in
      var run = run
      run.fontSize = run.fontSize.map { $0 * factor }
      run.kern = run.kern.map { $0 * factor }
      return run
    }
    return copy
  }
}

extension NSString {
  /// The size of the string in one line per paragraph, as drawn by `draw(at:withAttributes:)`.
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    (self as String).size(withAttributes: attrs)
  }

  /// Draws the string with its top-left corner at `point`, one line per paragraph.
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    (self as String).draw(at: point, withAttributes: attrs)
  }

  /// Draws the string in `rect`, wrapped or truncated by the paragraph style's line break mode and
  /// clipped to the rectangle.
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    (self as String).draw(in: rect, withAttributes: attrs)
  }

  /// Draws the string in `rect` with `options` (see ``NSStringDrawingOptions``).
  public func draw(
    with rect: CGRect, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
  ) {
    (self as String).draw(with: rect, options: options, attributes: attributes, context: context)
  }

  /// The rectangle the string takes within `size` with `options` (fractional: round up with
  /// `ceil` to size a view).
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
  ) -> CGRect {
    (self as String).boundingRect(
      with: size, options: options, attributes: attributes, context: context)
  }
}

extension StringProtocol {
  /// The size of the string in one line per paragraph, as drawn by `draw(at:withAttributes:)`.
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    StringDrawing.size(AttributedTextBlock.make(String(self), attrs))
  }

  /// Draws the string with its top-left corner at `point`, one line per paragraph.
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    StringDrawing.draw(AttributedTextBlock.make(String(self), attrs), at: point)
  }

  /// Draws the string in `rect`, wrapped or truncated by the paragraph style's line break mode and
  /// clipped to the rectangle.
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    StringDrawing.draw(AttributedTextBlock.make(String(self), attrs), in: rect)
  }

  /// Draws the string in `rect` with `options` (see ``NSStringDrawingOptions``).
  public func draw(
    with rect: CGRect, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
  ) {
    StringDrawing.draw(
      AttributedTextBlock.make(String(self), attributes), with: rect, options: options,
      context: context)
  }

  /// The rectangle the string takes within `size` with `options` (fractional: round up with
  /// `ceil` to size a view).
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
  ) -> CGRect {
    StringDrawing.boundingRect(
      AttributedTextBlock.make(String(self), attributes), with: size, options: options,
      context: context)
  }
}

extension NSAttributedString {
  /// The size of the text in one line per paragraph, as drawn by `draw(at:)`.
  public func size() -> CGSize {
    StringDrawing.size(AttributedTextBlock.make(self))
  }

  /// Draws the text with its top-left corner at `point`, one line per paragraph.
  public func draw(at point: CGPoint) {
    StringDrawing.draw(AttributedTextBlock.make(self), at: point)
  }

  /// Draws the text in `rect`, wrapped or truncated by its paragraph style and clipped.
  public func draw(in rect: CGRect) {
    StringDrawing.draw(AttributedTextBlock.make(self), in: rect)
  }

  /// Draws the text in `rect` with `options` (see ``NSStringDrawingOptions``).
  public func draw(
    with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) {
    StringDrawing.draw(
      AttributedTextBlock.make(self), with: rect, options: options, context: context)
  }

  /// The rectangle the text takes within `size` with `options`.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) -> CGRect {
    StringDrawing.boundingRect(
      AttributedTextBlock.make(self), with: size, options: options, context: context)
  }
}
