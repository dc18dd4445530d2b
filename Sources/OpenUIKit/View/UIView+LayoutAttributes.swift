import Foundation

/// A view's layout margins and content priorities when any differs from the defaults (UIKit's: 8
/// points of margin on every side, hugging 250, compression resistance 750).
///
/// Kept beside the view, not in it (`UIView.layoutAttributeTable`): most views never change them,
/// and a view's size class grows with each stored field (see `UIView.hasGestureRecognizers`).
struct LayoutAttributes {
  var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  /// The margins as last set through `directionalLayoutMargins`, whose leading and trailing
  /// resolve into ``layoutMargins`` in the view's direction (again when it changes); `nil` once
  /// `layoutMargins` is set.
  var directionalMargins: NSDirectionalEdgeInsets?
  /// Whether `layoutMargins` or `directionalLayoutMargins` was set (a controller's root view
  /// starts from zero margins, not 8 points).
  var marginsWereSet = false
  /// `insetsLayoutMarginsFromSafeArea`.
  var insetsFromSafeArea = true
  /// `preservesSuperviewLayoutMargins`.
  var preservesSuperview = false
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
  /// `LayoutLimits`), as left and right (directional margins kept before are dropped), and tells
  /// the view.
  func setLayoutMargins(_ margins: UIEdgeInsets) {
    func clean(_ value: CGFloat) -> CGFloat {
      value.isFinite ? LayoutLimits.clamped(max(value, 0), "layoutMargins") : 0
    }
    let cleaned = UIEdgeInsets(
      top: clean(margins.top), left: clean(margins.left), bottom: clean(margins.bottom),
      right: clean(margins.right))
    var attributes = layoutAttributes
    let changed = cleaned != attributes.layoutMargins
    let before = isViewControllerRoot && !attributes.marginsWereSet ? layoutMargins : nil
    guard changed || attributes.directionalMargins != nil || !attributes.marginsWereSet else {
      return
    }
    attributes.layoutMargins = cleaned
    attributes.directionalMargins = nil
    attributes.marginsWereSet = true
    layoutAttributes = attributes
    // A root view's first margins replace its zero default, whatever the stored value.
    guard changed || (before != nil && before != layoutMargins) else { return }
    effectiveMarginsDidChange()
  }

  /// ``layoutMargins`` in leading and trailing terms, read in the view's direction.
  var resolvedDirectionalMargins: NSDirectionalEdgeInsets {
    NSDirectionalEdgeInsets(layoutMargins, rightToLeft: isRightToLeft)
  }

  /// Sets directional margins: leading and trailing become left and right in the view's direction
  /// (through ``layoutMargins``, so a subclass's override sees them), and are kept to follow it.
  func setDirectionalLayoutMargins(_ margins: NSDirectionalEdgeInsets) {
    let rightToLeft = isRightToLeft
    layoutMargins = UIEdgeInsets(margins, rightToLeft: rightToLeft)
    layoutAttributes.directionalMargins = NSDirectionalEdgeInsets(
      layoutAttributes.layoutMargins, rightToLeft: rightToLeft)
  }

  /// The view's direction changed (its traits or its semantic content attribute): margins set as
  /// leading and trailing swap sides, as UIKit's do.
  func layoutDirectionDidChangeMargins() {
    guard hasLayoutAttributes, let kept = layoutAttributes.directionalMargins else { return }
    setDirectionalLayoutMargins(kept)
  }
}

/// The default margins of a view that never set its own.
let defaultLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
