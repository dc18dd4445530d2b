import Foundation

/// A view's layout margins and content priorities when any differs from the defaults (UIKit's: 8
/// points of margin on every side, hugging 250, compression resistance 750).
///
/// Kept beside the view, not in it (`UIView.layoutAttributeTable`): most views never change them,
/// and a view's size class grows with each stored field (see `UIView.hasGestureRecognizers`).
struct LayoutAttributes {
  var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
  var compression = (
    horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh
  )
}

extension UIView {
  /// The attributes of views that changed theirs, by identity.
  @exclusivity(unchecked) static var layoutAttributeTable: [ObjectIdentifier: LayoutAttributes] =
    [:]

  /// The view's attributes (the defaults unless it changed them).
  var layoutAttributes: LayoutAttributes {
    get {
      hasLayoutAttributes
        ? UIView.layoutAttributeTable[ObjectIdentifier(self)] ?? LayoutAttributes()
        : LayoutAttributes()
    }
    set {
      hasLayoutAttributes = true
      UIView.layoutAttributeTable[ObjectIdentifier(self)] = newValue
    }
  }

  /// Sets the margins (non-finite or negative insets count as 0, each kept at most 10⁸:
  /// `LayoutLimits`) and tells the view.
  func setLayoutMargins(_ margins: UIEdgeInsets) {
    func clean(_ value: CGFloat) -> CGFloat {
      value.isFinite ? LayoutLimits.clamped(max(value, 0), "layoutMargins") : 0
    }
    let cleaned = UIEdgeInsets(
      top: clean(margins.top), left: clean(margins.left), bottom: clean(margins.bottom),
      right: clean(margins.right))
    guard cleaned != layoutAttributes.layoutMargins else { return }
    layoutAttributes.layoutMargins = cleaned
    LayoutEngine.structureChanged(around: self)  // margin attributes hold them as constants
    layoutMarginsDidChange()
    setNeedsLayout()
  }
}
