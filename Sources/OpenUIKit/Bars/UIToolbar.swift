import Foundation

/// A bar of bar button items, as UIKit's `UIToolbar`: the items in a row from the leading edge,
/// flexible spaces sharing the spare width, fixed spaces their `width`.
///
/// 44 points tall (plus the bottom safe area when a navigation controller shows it), a hairline
/// along its top. Items are 12 points apart, 16 from the edges, as in the navigation bar; a space
/// item puts its own width between its neighbours instead. Right to left the row is mirrored.
/// Used by `UINavigationController` (`toolbarItems`, `setToolbarHidden(_:animated:)`) or on its
/// own. The bar's delegate and positions (`UIBarPosition`) are left out: a toolbar sits at the
/// bottom.
@preconcurrency @MainActor
open class UIToolbar: UIView, BarButtonItemHost {
  /// The height of the row of items.
  static let rowHeight: CGFloat = 44

  /// The items, in order from the leading edge.
  open var items: [UIBarButtonItem]? {
    get { storedItems.isEmpty ? nil : storedItems }
    set { setItems(newValue, animated: false) }
  }

  /// The background color; over the appearance's when set.
  open var barTintColor: UIColor? { didSet { applyAppearance() } }

  /// The bar's look.
  open var standardAppearance = UIToolbarAppearance() { didSet { applyAppearance() } }

  /// Whether content shows through and extends under the bar in a navigation controller; default
  /// `true`, as UIKit's.
  open var isTranslucent = true {
    didSet { superview?.setNeedsLayout() }
  }

  var storedItems: [UIBarButtonItem] = []
  /// One view per item that is not a space, in the items' order.
  var itemViews: [UIView] = []
  var needsItemViews = true
  let hairline = UIView()

  /// Creates a bar without items.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(hairline)
    applyAppearance()
  }

  /// Creates a bar from an archive: nothing is decoded (there are no nibs).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(hairline)
    applyAppearance()
  }

  /// Replaces the items (at once: the items' views are made again at the next layout).
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { replaceItems(items ?? []) }

  /// The given width, the row's height.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: Self.rowHeight)
  }

  /// The row's height; no intrinsic width.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: Self.rowHeight)
  }

  /// Makes the item views again when the items changed, then places them.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if needsItemViews { makeItemViews() }
    layOutItems()
  }

  /// The background follows the trait collection's dynamic colors by itself; the hairline's
  /// width follows the scale.
  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    setNeedsLayout()
  }

  /// An item changed: views are made again at the next layout.
  func itemsDidChange() {
    needsItemViews = true
    setNeedsLayout()
  }
}
