import Foundation

/// The region a text view lays its text out in, as TextKit's `NSTextContainer`: a width lines wrap
/// at (the view's, less ``UITextView/textContainerInset``, while ``widthTracksTextView``), a
/// padding at both ends of every line, and an optional limit on the lines.
///
/// The height does not limit the lines laid out (a text view lays out all of its text and
/// scrolls); `heightTracksTextView`, exclusion paths and a layout manager are left out (API
/// absent; Docs/Text.md).
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
  /// The text view it belongs to, told of every change.
  weak var textView: UITextView?

  /// The container's size.
  ///
  /// With ``widthTracksTextView`` (a text view's default) the width follows the view. Default: as
  /// given to ``init(size:)``; a text view's is as wide as the view less its insets and unbounded
  /// in height.
  open var size: CGSize {
    didSet {
      if !size.width.isFinite || size.width < 0 { size.width = max(oldValue.width, 0) }
      if !size.height.isFinite || size.height < 0 { size.height = CGFloat.greatestFiniteMagnitude }
      if size != oldValue { textView?.textContainerDidChange() }
    }
  }

  /// Space at the start and end of every line, inside the container; default 5 points.
  open var lineFragmentPadding: CGFloat = 5 {
    didSet {
      if !lineFragmentPadding.isFinite || lineFragmentPadding < 0 { lineFragmentPadding = 0 }
      if lineFragmentPadding != oldValue { textView?.textContainerDidChange() }
    }
  }

  /// The most lines laid out (0: no limit); default 0.
  ///
  /// The last line kept ends as ``lineBreakMode`` says.
  open var maximumNumberOfLines = 0 {
    didSet {
      if maximumNumberOfLines < 0 { maximumNumberOfLines = 0 }
      if maximumNumberOfLines != oldValue { textView?.textContainerDidChange() }
    }
  }

  /// How the last line ends when it does not fit (lines wrap by word unless it is
  /// `.byCharWrapping`); default `.byWordWrapping`.
  open var lineBreakMode: NSLineBreakMode = .byWordWrapping {
    didSet { if lineBreakMode != oldValue { textView?.textContainerDidChange() } }
  }

  /// Whether the width follows the text view's; default `true` in a text view.
  open var widthTracksTextView = false {
    didSet { if widthTracksTextView != oldValue { textView?.textContainerDidChange() } }
  }

  /// A container of `size`.
  public init(size: CGSize) {
    self.size = size
    super.init()
  }

  /// A container of zero size.
  public override convenience init() { self.init(size: .zero) }
}
