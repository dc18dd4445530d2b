import Foundation
import OpenCoreGraphics
@_spi(OpenUIKit) import OpenQuartzCore

extension NSAttributedString.Key {
  /// The font of a run: a `UIFont` (UIKit's `NSFont` key).
  public static let font = NSAttributedString.Key("NSFont")
  /// The color of a run: a `UIColor` (UIKit's `NSColor` key).
  public static let foregroundColor = NSAttributedString.Key("NSColor")
}

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
  /// Default `nil`. Setting it drops `attributedText`'s runs.
  open var text: String? {
    get { storedText }
    set {
      storedText = newValue
      storedAttributedText = nil
      textDidChange()
    }
  }
  final private var storedText: String?
  final private var storedAttributedText: NSAttributedString?

  /// Styled text: `.font` (`UIFont`) and `.foregroundColor` (`UIColor`, dynamic) runs over the
  /// string; other attributes are ignored.
  ///
  /// The label's `font` and `textColor` apply where a run sets none.
  open var attributedText: NSAttributedString? {
    get { storedAttributedText ?? storedText.map { NSAttributedString(string: $0) } }
    set {
      storedAttributedText = newValue
      storedText = newValue?.string
      textDidChange()
    }
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
    configureLabel()
  }

  /// Creates a label from an archive: nothing is decoded on Linux (see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configureLabel()
  }

  private func configureLabel() {
    isOpaque = false
    isUserInteractionEnabled = false
    textLayer.contentsScale = layer.contentsScale
    layer.addSublayer(textLayer)
    textDidChange()
  }

  private func textDidChange() {
    textLayer.string = storedText
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

  override func applyContentsScale(_ scale: CGFloat) {
    super.applyContentsScale(scale)
    textLayer.contentsScale = scale
  }

  override func applyTraitDependentColors() {
    super.applyTraitDependentColors()
    textLayer.foregroundColor = ResolvedColorCache.shared.cgColor(textColor, traitCollection)
    textLayer.textRuns = runs()
  }

  /// The attributed text's runs, with dynamic colors resolved for the traits.
  private func runs() -> [TextRun] {
    guard let attributed = storedAttributedText, attributed.length > 0 else { return [] }
    var runs: [TextRun] = []
    attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length)) {
      attributes, range, _ in
      let font = attributes[NSAttributedString.Key.font] as? UIFont
      let color = (attributes[NSAttributedString.Key.foregroundColor] as? UIColor).map {
        color -> [CGFloat] in
        let resolved =
          ResolvedColorCache.shared.cgColor(color, traitCollection).components ?? [0, 1]
        return resolved.count >= 4
          ? resolved : [resolved[0], resolved[0], resolved[0], resolved.last ?? 1]
      }
      guard font != nil || color != nil else { return }
      runs.append(
        TextRun(
          location: range.location, length: range.length, fontName: font?.fontName,
          fontSize: font?.pointSize, color: color))
    }
    return runs
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
    guard let text = storedText, !text.isEmpty else { return .zero }
    if let width, numberOfLines != 1 {
      let saved = textLayer.bounds
      textLayer.bounds = CGRect(x: 0, y: 0, width: width, height: saved.height)
      defer { textLayer.bounds = saved }
      return textLayer.measuredSize(width: width)
    }
    return textLayer.measuredSize(width: nil)
  }
}
