import Foundation

/// A bar of tabs, as UIKit's `UITabBar`: one button per item across its width (image over
/// title), the selected one in the tint colour, the others in `unselectedItemTintColor`.
///
/// Used by `UITabBarController` (which is its delegate's stand-in) or on its own with a
/// ``UITabBarDelegate``. ``barHeight`` points tall; a hairline along its top.
@preconcurrency @MainActor
open class UITabBar: UIView {
  /// The bar's height, in points (UIKit's regular tab bar without a home indicator).
  public static let barHeight: CGFloat = 50

  /// The items, one button each, in order.
  open var items: [UITabBarItem]? {
    get { storedItems.isEmpty ? nil : storedItems }
    set { setItems(newValue, animated: false) }
  }
  /// The selected item (one of ``items``).
  open var selectedItem: UITabBarItem? {
    get { storedSelectedItem }
    set {
      guard newValue == nil || storedItems.contains(where: { $0 === newValue }) else { return }
      storedSelectedItem = newValue
      refreshButtons()
    }
  }
  /// Told when the user selects an item.
  open weak var delegate: (any UITabBarDelegate)?
  /// The colour of unselected items (`nil`: system grey).
  open var unselectedItemTintColor: UIColor? { didSet { refreshButtons() } }
  /// The bar's look.
  open var standardAppearance = UITabBarAppearance() { didSet { applyAppearance() } }
  /// Whether content shows through (the background is then the material).
  ///
  /// Default `true`.
  open var isTranslucent = true

  var storedItems: [UITabBarItem] = []
  var storedSelectedItem: UITabBarItem?
  var buttons: [TabBarButton] = []
  let hairline = UIView()
  /// Called instead of the delegate by a tab bar controller (which decides first).
  var selectionHandler: ((UITabBarItem) -> Void)?

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

  /// Replaces the items.
  open func setItems(_ items: [UITabBarItem]?, animated: Bool) { replaceItems(items ?? []) }

  /// The given width, the bar's height.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: Self.barHeight)
  }

  /// The bar's height; no intrinsic width.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight)
  }

  /// Lays the buttons across the bar.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layOutButtons()
  }

  /// The selected button follows the tint.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    refreshButtons()
  }
}
