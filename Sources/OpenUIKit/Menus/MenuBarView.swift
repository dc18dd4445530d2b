import Foundation

/// The application's menu bar while it is open: a strip across the top of the window with the
/// bar menus' titles, the selected one highlighted with its menu open below it.
///
/// The bar is hidden until opened (F10, or Alt pressed and released alone), as desktop apps
/// with a hidden menu bar show it, so the app's content keeps the whole window; a press on a
/// title opens that menu, and the pointer moving onto another title while a menu is open opens
/// that one.
@MainActor
final class MenuBarView: UIView {
  static let height: CGFloat = 30
  static let font = UIFont.systemFont(ofSize: 14)

  /// The bar's menus.
  let menus: [UIMenu]
  /// The menu open.
  private(set) var selectedIndex: Int
  /// Opens the menu at an index below its title.
  let open: (Int) -> Void
  /// The commands no responder takes, from the bar's validation.
  var unavailable: Set<ObjectIdentifier> = []

  init(width: CGFloat, menus: [UIMenu], selectedIndex: Int, open: @escaping (Int) -> Void) {
    self.menus = menus
    self.selectedIndex = selectedIndex
    self.open = open
    super.init(frame: CGRect(x: 0, y: 0, width: width, height: Self.height))
    autoresizingMask = .flexibleWidth
    contentMode = .redraw
    addGestureRecognizer(UIHoverGestureRecognizer(target: self, action: MenuBarView.hovered))
  }

  required init?(coder: NSCoder) { nil }

  /// Each title's frame, left to right.
  var titleFrames: [CGRect] {
    let attributes: [NSAttributedString.Key: Any] = [.font: Self.font]
    var x: CGFloat = 4
    return menus.map { menu in
      let width = ceil(menu.title.size(withAttributes: attributes).width) + 20
      defer { x += width }
      return CGRect(x: x, y: 2, width: width, height: Self.height - 4)
    }
  }

  /// Selects the menu at `index` (wrapping around) and opens it.
  func select(_ index: Int) {
    guard !menus.isEmpty else { return }
    let wrapped = (index % menus.count + menus.count) % menus.count
    selectedIndex = wrapped
    setNeedsDisplay()
    open(wrapped)
  }

  override func draw(_ rect: CGRect) {
    let dark = traitCollection.userInterfaceStyle == .dark
    (dark ? UIColor(white: 0.17, alpha: 1) : UIColor(white: 0.98, alpha: 1)).setFill()
    UIRectFill(bounds)
    UIColor.separator.setFill()
    UIRectFill(CGRect(x: 0, y: bounds.maxY - 0.5, width: bounds.width, height: 0.5))
    for (index, (menu, frame)) in zip(menus, titleFrames).enumerated() {
      let selected = index == selectedIndex
      if selected {
        (tintColor ?? .systemBlue).setFill()
        UIBezierPath(roundedRect: frame, cornerRadius: 5).fill()
      }
      let attributes: [NSAttributedString.Key: Any] = [
        .font: Self.font, .foregroundColor: selected ? UIColor.white : UIColor.label,
      ]
      let size = menu.title.size(withAttributes: attributes)
      menu.title.draw(
        at: CGPoint(x: frame.minX + 10, y: frame.midY - size.height / 2),
        withAttributes: attributes)
    }
  }

  private func index(at point: CGPoint) -> Int? {
    titleFrames.firstIndex { $0.contains(point) }
  }

  func hovered(_ hover: UIHoverGestureRecognizer) {
    guard hover.state != .ended, let index = index(at: hover.location(in: self)),
      index != selectedIndex
    else { return }
    select(index)
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let index = touches.first.flatMap({ self.index(at: $0.location(in: self)) }) else {
      return
    }
    select(index)
  }
}
