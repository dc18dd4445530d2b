import Foundation

/// The tab bar controller's customization sheet (More's Edit button): every tab in order, the
/// first four in the bar and the rest under More.
///
/// On iOS the user drags icons onto the bar; on the desktop each customizable tab's row has
/// Move Up and Move Down buttons, and with keyboard focus on a row Alt+Up and Alt+Down move it
/// (past other customizable tabs only). Done applies the order — the delegate hears
/// `willEndCustomizing` before and `didEndCustomizing` after, `willBeginCustomizing` when the
/// sheet opens — and the selected controller stays selected.
@MainActor
final class TabCustomizationController: UIViewController {
  weak var tabs: UITabBarController?
  /// The order being edited.
  var order: [UIViewController]
  let original: [UIViewController]
  let list = UIStackView()

  init(tabs: UITabBarController) {
    self.tabs = tabs
    order = tabs.viewControllers ?? []
    original = order
    super.init(nibName: nil, bundle: nil)
    title = "Configure"
    modalPresentationStyle = .formSheet
    preferredContentSize = CGSize(width: 420, height: min(560, 60 + CGFloat(order.count) * 48))
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    let container = UIView()
    container.backgroundColor = .systemBackground
    let heading = UILabel()
    heading.text = "Configure"
    heading.font = .systemFont(ofSize: 17, weight: .semibold)
    heading.textAlignment = .center
    let done = UIButton(type: .system)
    done.setTitle("Done", for: .normal)
    done.addAction(UIAction { [weak self] _ in self?.finish() }, for: .touchUpInside)
    list.axis = .vertical
    for part in [heading, done, list] as [UIView] {
      part.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(part)
    }
    NSLayoutConstraint.activate([
      heading.topAnchor.constraint(equalTo: container.topAnchor, constant: 12),
      heading.centerXAnchor.constraint(equalTo: container.centerXAnchor),
      done.centerYAnchor.constraint(equalTo: heading.centerYAnchor),
      done.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
      list.topAnchor.constraint(equalTo: heading.bottomAnchor, constant: 12),
      list.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
      list.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
    ])
    view = container
    rebuildRows()
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard let tabs, isBeingPresented else { return }
    tabs.delegate?.tabBarController(tabs, willBeginCustomizing: order)
  }

  /// Whether `controller` may move.
  func isCustomizable(_ controller: UIViewController) -> Bool {
    tabs?.customizableViewControllers?.contains { $0 === controller } ?? false
  }

  /// Moves the tab at `index` by `step` when it and the one it passes are customizable.
  func move(_ index: Int, by step: Int) {
    let target = index + step
    guard order.indices.contains(index), order.indices.contains(target),
      isCustomizable(order[index]), isCustomizable(order[target])
    else { return }
    order.swapAt(index, target)
    rebuildRows()
    (list.arrangedSubviews[target] as? TabCustomizationRow)?.focusAfterMove()
  }

  func rebuildRows() {
    for row in list.arrangedSubviews { row.removeFromSuperview() }
    let inBar = UITabBarController.maximumTabs - 1
    for (index, controller) in order.enumerated() {
      let row = TabCustomizationRow(
        controller: controller,
        position: index < inBar || order.count <= inBar + 1
          ? "Tab \(index + 1)" : "More", movable: isCustomizable(controller))
      row.moveUp = { [weak self] in self?.move(index, by: -1) }
      row.moveDown = { [weak self] in self?.move(index, by: 1) }
      list.addArrangedSubview(row)
    }
  }

  /// Done: the order applies between the delegate's two calls, and the sheet goes.
  func finish() {
    guard let tabs else { return dismiss(animated: true) }
    let changed = !order.elementsEqual(original, by: ===)
    tabs.delegate?.tabBarController(tabs, willEndCustomizing: order, changed: changed)
    if changed { tabs.setViewControllers(order, animated: false) }
    let final = order
    dismiss(animated: true) { [weak tabs] in
      guard let tabs else { return }
      tabs.delegate?.tabBarController(tabs, didEndCustomizing: final, changed: changed)
    }
  }
}

/// One tab of the customization sheet: its image, title and place, and its move buttons.
@MainActor
final class TabCustomizationRow: UIControl {
  override var defaultIsAccessibilityElement: Bool { true }
  override var defaultAccessibilityLabel: String? { title.text }
  override var defaultAccessibilityValue: String? { place.text }
  override var defaultAccessibilityTraits: UIAccessibilityTraits { controlStateTraits }
  override var canBecomeFocused: Bool { movable }

  let title = UILabel()
  let place = UILabel()
  let movable: Bool
  var moveUp: (() -> Void)?
  var moveDown: (() -> Void)?

  init(controller: UIViewController, position: String, movable: Bool) {
    self.movable = movable
    super.init(frame: .zero)
    let item = controller.tabBarItem
    let image = UIImageView(image: item?.image)
    title.text = item?.title
    place.text = position
    place.textColor = .secondaryLabel
    place.font = .systemFont(ofSize: 13)
    let up = PointerOnlyButton(type: .system)
    up.setImage(UIImage(systemName: "chevron.up"), for: .normal)
    up.accessibilityLabel = "Move Up"
    up.addAction(UIAction { [weak self] _ in self?.moveUp?() }, for: .touchUpInside)
    let down = PointerOnlyButton(type: .system)
    down.setImage(UIImage(systemName: "chevron.down"), for: .normal)
    down.accessibilityLabel = "Move Down"
    down.addAction(UIAction { [weak self] _ in self?.moveDown?() }, for: .touchUpInside)
    up.isHidden = !movable
    down.isHidden = !movable
    let row = UIStackView(arrangedSubviews: [image, title, UIView(), place, up, down])
    row.spacing = 12
    row.alignment = .center
    row.translatesAutoresizingMaskIntoConstraints = false
    addSubview(row)
    NSLayoutConstraint.activate([
      row.topAnchor.constraint(equalTo: topAnchor),
      row.bottomAnchor.constraint(equalTo: bottomAnchor),
      row.leadingAnchor.constraint(equalTo: leadingAnchor),
      row.trailingAnchor.constraint(equalTo: trailingAnchor),
      heightAnchor.constraint(equalToConstant: 48),
      image.widthAnchor.constraint(equalToConstant: 28),
    ])
  }

  required init?(coder: NSCoder) { nil }

  override func activateFromKeyboard() {}

  /// Alt+Up and Alt+Down move the row (a control's own arrow keys take no modifiers).
  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    let moving = presses.first { press in
      guard let key = press.key, isFocused,
        key.modifierFlags.intersection([.shift, .control, .alternate, .command]) == .alternate
      else { return false }
      return key.keyCode == .keyboardUpArrow || key.keyCode == .keyboardDownArrow
    }
    guard let moving, let key = moving.key else { return super.pressesBegan(presses, with: event) }
    if key.keyCode == .keyboardUpArrow { moveUp?() } else { moveDown?() }
    let others = presses.subtracting([moving])
    if !others.isEmpty { super.pressesBegan(others, with: event) }
  }

  /// The row that now holds the moved tab takes the focus, so the keys can go on moving it.
  func focusAfterMove() {
    guard let window, movable else { return }
    _ = window.updateFocus(to: self)
  }
}
