import Foundation

/// A tab bar's button: the item's image (a symbol at 20 points, or the selected image) over its
/// title (10 points, medium), in the state's colour, and the badge at the image's top right.
@MainActor
final class TabBarButton: UIControl {
  let item: UITabBarItem
  let imageView = UIImageView()
  let titleLabel = UILabel()
  let badge = UILabel()
  private var isSelectedTab = false

  override var defaultAccessibilityLabel: String? { item.title }
  override var defaultAccessibilityValue: String? { item.badgeValue }
  override var defaultAccessibilityTraits: UIAccessibilityTraits {
    var traits = controlStateTraits.union(.button)
    if isSelectedTab { traits.insert(.selected) }
    return traits
  }

  init(item: UITabBarItem) {
    self.item = item
    super.init(frame: .zero)
    imageView.contentMode = .center
    titleLabel.font = .systemFont(ofSize: 10, weight: .medium)
    titleLabel.textAlignment = .center
    badge.font = .systemFont(ofSize: 13)
    badge.textColor = .white
    badge.textAlignment = .center
    badge.layer.cornerRadius = 9
    badge.clipsToBounds = true
    for view in [imageView, titleLabel, badge] {
      view.isUserInteractionEnabled = false
      addSubview(view)
    }
  }

  required init?(coder: NSCoder) { nil }

  func refresh(selected: Bool, bar: UITabBar) {
    isSelectedTab = selected
    isEnabled = item.isEnabled
    let color = bar.itemColor(selected: selected, enabled: item.isEnabled)
    let image = (selected ? item.selectedImage ?? item.image : item.image)
    let configured =
      image?.isSymbolImage == true
      ? image?.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 20)) : image
    imageView.image = configured
    imageView.tintColor = color
    let states = bar.standardAppearance.stackedLayoutAppearance
    let state = !item.isEnabled ? states.disabled : selected ? states.selected : states.normal
    titleLabel.text = item.title
    titleLabel.textColor = state.titleTextAttributes[.foregroundColor] as? UIColor ?? color
    if let font = state.titleTextAttributes[.font] as? UIFont { titleLabel.font = font }
    badge.text = item.badgeValue.map { " \($0) " }
    badge.isHidden = item.badgeValue == nil
    badge.backgroundColor = state.badgeBackgroundColor ?? item.badgeColor ?? .systemRed
    setNeedsLayout()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let hasTitle = !(item.title ?? "").isEmpty
    let imageSide: CGFloat = 28
    imageView.frame = CGRect(
      x: (bounds.width - imageSide) / 2, y: hasTitle ? 4 : (bounds.height - imageSide) / 2,
      width: imageSide, height: imageSide)
    titleLabel.frame = CGRect(x: 2, y: 33, width: bounds.width - 4, height: 13)
    titleLabel.isHidden = !hasTitle
    let badgeWidth = max(18, badge.sizeThatFits(.zero).width)
    badge.frame = CGRect(x: imageView.frame.maxX - 8, y: 2, width: badgeWidth, height: 18)
  }
}
