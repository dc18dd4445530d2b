import Foundation
import OpenCoreGraphics
@_spi(OpenUIKit) import OpenQuartzCore

/// How text lines are aligned, as UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
  /// Left.
  case left = 0
  /// Centered.
  case center = 1
  /// Right.
  case right = 2
  /// Justified.
  case justified = 3
  /// The script's natural alignment (left for the Latin script).
  case natural = 4
}

/// How a line that does not fit is broken or truncated, as UIKit's `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
  /// Wrap at word boundaries.
  case byWordWrapping = 0
  /// Wrap at character boundaries.
  case byCharWrapping = 1
  /// Clip.
  case byClipping = 2
  /// An ellipsis at the start.
  case byTruncatingHead = 3
  /// An ellipsis at the end.
  case byTruncatingTail = 4
  /// An ellipsis in the middle.
  case byTruncatingMiddle = 5
}

/// A view that shows text, as UIKit's `UILabel`, rendered by Pango through a `CATextLayer` (text is
/// rasterized once and re-tinted on color changes).
///
/// The text is centered vertically in the bounds, as UILabel draws it. `textColor` is dynamic: it
/// follows dark mode without app code.
@MainActor
open class UILabel: UIView {
  let textLayer = CATextLayer()

  /// The text.
  ///
  /// Default `nil`.
  open var text: String? {
    didSet { textDidChange() }
  }

  /// The font.
  ///
  /// Default the system font at 17 points.
  open var font: UIFont = .systemFont(ofSize: 17) {
    didSet { textDidChange() }
  }

  /// The text color, dynamic.
  ///
  /// Default `.label`.
  open var textColor: UIColor = .label {
    didSet { applyTraitDependentColors() }
  }

  /// The alignment of the lines.
  ///
  /// Default `.natural`.
  open var textAlignment: NSTextAlignment = .natural {
    didSet { textDidChange() }
  }

  /// Lines at most; 0 means no limit.
  ///
  /// Default 1.
  open var numberOfLines = 1 {
    didSet { textDidChange() }
  }

  /// How a line that does not fit is handled.
  ///
  /// Default `.byTruncatingTail`.
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
    didSet { textDidChange() }
  }

  /// Creates a label.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
    isUserInteractionEnabled = false
    textLayer.contentsScale = layer.contentsScale
    layer.addSublayer(textLayer)
    textDidChange()
  }

  private func textDidChange() {
    textLayer.string = text
    textLayer.font = font.fontName
    textLayer.fontSize = font.pointSize
    textLayer.alignmentMode =
      switch textAlignment {
      case .center: .center
      case .right: .right
      case .justified: .justified
      default: .natural
      }
    let wraps = numberOfLines != 1
    textLayer.isWrapped = wraps
    textLayer.maximumNumberOfLines = wraps ? numberOfLines : 0
    textLayer.truncationMode =
      switch lineBreakMode {
      case .byTruncatingHead: .start
      case .byTruncatingMiddle: .middle
      case .byTruncatingTail: .end
      default: .none
      }
    applyTraitDependentColors()
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  override func applyTraitDependentColors() {
    super.applyTraitDependentColors()
    textLayer.foregroundColor = ResolvedColorCache.shared.cgColor(textColor, traitCollection)
  }

  /// Places the text: full width, as tall as its lines (at most the bounds), centered vertically.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let size = measuredSize(width: bounds.width)
    let height = min(size.height, bounds.height)
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    textLayer.frame = CGRect(
      x: bounds.minX, y: bounds.minY + (bounds.height - height) / 2, width: bounds.width,
      height: height)
    CATransaction.commit()
  }

  /// The size the text needs within `size.width` (unbounded when the label has one line), as
  /// UILabel computes it.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let fitted = measuredSize(width: numberOfLines == 1 ? nil : size.width)
    return CGSize(width: fitted.width.rounded(.up), height: fitted.height.rounded(.up))
  }

  /// The text's natural size (one unbounded line, or wrapped at the current width).
  open override var intrinsicContentSize: CGSize {
    sizeThatFits(
      CGSize(width: bounds.width > 0 ? bounds.width : .greatestFiniteMagnitude, height: 0))
  }

  private func measuredSize(width: CGFloat?) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    if let width, numberOfLines != 1 {
      let saved = textLayer.bounds
      textLayer.bounds = CGRect(x: 0, y: 0, width: width, height: saved.height)
      defer { textLayer.bounds = saved }
      return textLayer.measuredSize(width: width)
    }
    return textLayer.measuredSize(width: nil)
  }
}
