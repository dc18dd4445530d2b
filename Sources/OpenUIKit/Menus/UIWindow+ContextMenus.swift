import Foundation

/// Context menus on the desktop: a right click (or the Menu key, or Shift+F10, for the focused
/// view) opens the menu of the nearest view under it with a ``UIContextMenuInteraction``, or a
/// text field's edit menu; the window shows it over everything (`MenuView`) until a choice, a
/// press outside or Escape.
extension UIWindow {
  /// The menu shown, if any.
  var presentedMenu: MenuView? { (menuOverlay as? MenuOverlayView)?.menuView }

  /// Feeds a right click at `location` (window coordinates): opens the context menu there.
  @_spi(Platform)
  public func handleSecondaryClick(at location: CGPoint, timestamp: TimeInterval) {
    guard location.x.isFinite, location.y.isFinite else { return }
    dismissMenu()
    var view = hitTest(location, with: UIEvent(type: .touches, timestamp: timestamp))
    while let current = view {
      if openContextMenu(of: current, at: location) { return }
      view = current.superview
    }
  }

  /// The Menu key or Shift+F10: the menu of the first responder or focused view (or of its
  /// nearest superview with one), at the focused view's centre.
  func openContextMenuFromKeyboard() -> Bool {
    var view = (firstResponder as? UIView) ?? storedFocusedView
    guard let start = view else { return false }
    let center = start.convert(CGPoint(x: start.bounds.midX, y: start.bounds.midY), to: self)
    while let current = view {
      if openContextMenu(of: current, at: center) { return true }
      view = current.superview
    }
    return false
  }

  /// Opens `view`'s menu at `location` (window coordinates); returns whether it had one.
  private func openContextMenu(of view: UIView, at location: CGPoint) -> Bool {
    if let control = view as? UIControl, control.isEnabled, let menu = control.secondaryMenu,
      !menu.children.isEmpty
    {
      present(menu, at: location, onEnd: nil)
      return true
    }
    if let text = view as? any TextEditMenuProviding, text.takesEditMenu {
      if !text.isFirstResponder { _ = text.becomeFirstResponder() }
      present(text.contextEditMenu, at: location, onEnd: nil)
      return true
    }
    if let grid = view as? UICollectionView, let menu = grid.contextMenu(at: location) {
      present(menu.menu, at: location, onEnd: menu.onEnd)
      return true
    }
    for case let interaction as UIContextMenuInteraction in view.interactions {
      guard let delegate = interaction.delegate,
        let configuration = delegate.contextMenuInteraction(
          interaction, configurationForMenuAtLocation: view.convert(location, from: self)),
        let menu = configuration.actionProvider?([]),
        !menu.children.isEmpty
      else { continue }
      interaction.menuLocation = location
      delegate.contextMenuInteraction(interaction, willDisplayMenuFor: configuration, animator: nil)
      present(menu, at: location) { [weak interaction] in
        guard let interaction else { return }
        interaction.menuLocation = nil
        interaction.delegate?.contextMenuInteraction(
          interaction, willEndFor: configuration, animator: nil)
      }
      return true
    }
    return false
  }

  /// Shows `menu` with its top-left corner at `location`, moved to stay inside the window (above
  /// `location` when there is more room there; scrolling when taller than the room).
  func present(
    _ menu: UIMenu, at location: CGPoint, unavailable: Set<ObjectIdentifier>? = nil,
    onEnd: (() -> Void)?
  ) {
    dismissMenu()
    // Commands in it are validated for the key chain, unless the caller already did.
    let unavailable = unavailable ?? validateCommands(in: menu)
    let menuView = MenuView(
      menu: menu, unavailable: unavailable,
      choose: { [weak self] element in self?.choose(element) },
      cancel: { [weak self] in self?.dismissMenu() })
    menuView.place(at: location, in: bounds)
    let overlay = MenuOverlayView(frame: bounds, menuView: menuView)
    overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(overlay)
    menuOverlay = overlay
    menuEnd = onEnd
  }

  /// Runs what was chosen in a menu: the menu goes first (its end is told), then the action or
  /// command runs, as UIKit orders them.
  func choose(_ element: UIMenuElement) {
    if let action = element as? UIAction {
      if !action.attributes.contains(.keepsMenuPresented) { dismissMenu() }
      action.perform(sender: nil)
    } else if let command = element as? UICommand {
      dismissMenu()
      perform(command)
    }
  }

  /// Closes the menu shown, if any.
  func dismissMenu() {
    guard let overlay = menuOverlay else { return }
    menuOverlay = nil
    overlay.removeFromSuperview()
    let end = menuEnd
    menuEnd = nil
    end?()
  }
}
