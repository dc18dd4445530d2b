import Foundation

/// Text views whose font follows the content size category, as UIKit's
/// `UIContentSizeCategoryAdjusting`: `UILabel` and `UITextField`.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
  /// Whether a Dynamic Type font (`preferredFont(forTextStyle:)`, or one scaled by
  /// `UIFontMetrics`) resizes when the view's content size category changes; default `false`.
  var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UIView {
  /// Registers, once, the handler that resizes the font of an adjusting label or text field when
  /// the content size category changes, and resizes it for the current traits now.
  func followContentSizeCategory(_ adjust: @escaping @MainActor (UIView) -> Void) {
    if !followsContentSizeCategory {
      followsContentSizeCategory = true
      registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) {
        (view: UIView, _) in adjust(view)
      }
    }
    adjust(self)
  }
}

extension UILabel: UIContentSizeCategoryAdjusting {
  /// Resizes the font for the label's traits when it adjusts.
  func adjustFontForContentSizeCategory() {
    guard adjustsFontForContentSizeCategory else { return }
    let adjusted = font.adjusted(to: traitCollection)
    if adjusted.pointSize != font.pointSize { font = adjusted }
  }
}

extension UITextField: UIContentSizeCategoryAdjusting {
  /// Resizes the font for the field's traits when it adjusts.
  func adjustFontForContentSizeCategory() {
    guard adjustsFontForContentSizeCategory, let font else { return }
    let adjusted = font.adjusted(to: traitCollection)
    if adjusted.pointSize != font.pointSize { self.font = adjusted }
  }
}
