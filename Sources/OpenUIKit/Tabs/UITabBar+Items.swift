import Foundation

/// The tab bar's buttons: made per item, laid out across the bar (mirrored right to left), kept
/// in step with the items and the selection.
extension UITabBar {
  /// The widest a button gets: on a wide desktop window the tabs stay together in the middle.
  static let maximumButtonWidth: CGFloat = 160

  func replaceItems(_ items: [UITabBarItem]) {
    for item in storedItems where item.bar === self { item.bar = nil }
    storedItems = items
    for item in items { item.bar = self }
    if let selected = storedSelectedItem, !items.contains(where: { $0 === selected }) {
      storedSelectedItem = nil
    }
    for button in buttons { button.removeFromSuperview() }
    buttons = items.map { item in
      let button = TabBarButton(item: item)
      button.addAction(
        UIAction { [weak self, weak item] _ in
          guard let self, let item else { return }
          self.userSelected(item)
        }, for: .primaryActionTriggered)
      addSubview(button)
      return button
    }
    refreshButtons()
    setNeedsLayout()
  }

  /// A button was clicked: the controller decides, or the bar selects and tells its delegate.
  func userSelected(_ item: UITabBarItem) {
    guard item.isEnabled else { return }
    if let selectionHandler { return selectionHandler(item) }
    storedSelectedItem = item
    refreshButtons()
    delegate?.tabBar(self, didSelect: item)
  }

  func itemDidChange(_ item: UITabBarItem) {
    buttons.first { $0.item === item }?.refresh(selected: item === storedSelectedItem, bar: self)
    setNeedsLayout()
  }

  func refreshButtons() {
    for button in buttons {
      button.refresh(selected: button.item === storedSelectedItem, bar: self)
    }
  }

  func applyAppearance() {
    let appearance = standardAppearance
    backgroundColor = appearance.backgroundColor ?? .secondarySystemBackground
    hairline.backgroundColor = appearance.shadowColor
    hairline.isHidden = appearance.shadowColor == nil
    refreshButtons()
  }

  func layOutButtons() {
    let scale = max(traitCollection.displayScale, 1)
    hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1 / scale)
    guard !buttons.isEmpty else { return }
    let width = min(bounds.width / CGFloat(buttons.count), Self.maximumButtonWidth)
    let start = ((bounds.width - width * CGFloat(buttons.count)) / 2).rounded()
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    for (index, button) in buttons.enumerated() {
      let slot = rightToLeft ? buttons.count - 1 - index : index
      button.frame = CGRect(
        x: start + CGFloat(slot) * width, y: 0, width: width,
        height: min(bounds.height, Self.barHeight))
    }
  }

  /// The colour of an item in a state, from the appearance or the tints.
  func itemColor(selected: Bool, enabled: Bool) -> UIColor {
    let states = standardAppearance.stackedLayoutAppearance
    if !enabled { return states.disabled.iconColor ?? .tertiaryLabel }
    if selected { return states.selected.iconColor ?? tintColor ?? .systemBlue }
    return states.normal.iconColor ?? unselectedItemTintColor ?? .systemGray
  }
}
