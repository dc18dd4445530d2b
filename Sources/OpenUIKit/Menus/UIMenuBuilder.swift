import Foundation

/// Adds and removes menus of a menu system, as UIKit's `UIMenuBuilder`: what
/// ``UIResponder/buildMenu(with:)`` receives.
///
/// A change naming a menu that is not there does nothing (the application's menu bar here lacks
/// some of the Mac's menus: `Docs/Menus.md` lists those it has).
@preconcurrency @MainActor
public protocol UIMenuBuilder {
  /// The system being built: check it before changing anything.
  var system: UIMenuSystem { get }
  /// The menu with `identifier`, if there is one.
  func menu(for identifier: UIMenu.Identifier) -> UIMenu?
  /// The action with `identifier`, if there is one.
  func action(for identifier: UIAction.Identifier) -> UIAction?
  /// Puts `replacementMenu` where the menu with `replacedIdentifier` was.
  func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementMenu: UIMenu)
  /// Replaces a menu's children with what `childrenBlock` makes of them.
  func replaceChildren(
    ofMenu parentIdentifier: UIMenu.Identifier,
    from childrenBlock: ([UIMenuElement]) -> [UIMenuElement])
  /// Inserts `siblingMenu` just before the menu with `siblingIdentifier`.
  func insertSibling(_ siblingMenu: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier)
  /// Inserts `siblingMenu` just after the menu with `siblingIdentifier`.
  func insertSibling(_ siblingMenu: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier)
  /// Inserts `childMenu` as the first child of the menu with `parentIdentifier`.
  func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier)
  /// Inserts `childMenu` as the last child of the menu with `parentIdentifier`.
  func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier)
  /// Removes the menu with `removedIdentifier`.
  func remove(menu removedIdentifier: UIMenu.Identifier)
}

/// The builder the menu systems hand out: edits a tree of menus (menus are immutable, so each
/// change rebuilds the path from the root to the changed menu).
@MainActor
final class MenuTreeBuilder: UIMenuBuilder {
  let system: UIMenuSystem
  private(set) var root: UIMenu

  init(system: UIMenuSystem, root: UIMenu) {
    self.system = system
    self.root = root
  }

  func menu(for identifier: UIMenu.Identifier) -> UIMenu? {
    find(identifier, in: root)
  }

  func action(for identifier: UIAction.Identifier) -> UIAction? {
    func search(_ menu: UIMenu) -> UIAction? {
      for child in menu.children {
        if let action = child as? UIAction, action.identifier == identifier { return action }
        if let submenu = child as? UIMenu, let found = search(submenu) { return found }
      }
      return nil
    }
    return search(root)
  }

  func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementMenu: UIMenu) {
    if root.identifier == replacedIdentifier { return root = replacementMenu }
    editParent(of: replacedIdentifier) { children, index in children[index] = replacementMenu }
  }

  func replaceChildren(
    ofMenu parentIdentifier: UIMenu.Identifier,
    from childrenBlock: ([UIMenuElement]) -> [UIMenuElement]
  ) {
    root = rebuilt(root) { menu in
      guard menu.identifier == parentIdentifier else { return nil }
      return menu.replacingChildren(childrenBlock(menu.children))
    }
  }

  func insertSibling(_ siblingMenu: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier) {
    editParent(of: siblingIdentifier) { children, index in children.insert(siblingMenu, at: index) }
  }

  func insertSibling(_ siblingMenu: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier) {
    editParent(of: siblingIdentifier) { children, index in
      children.insert(siblingMenu, at: index + 1)
    }
  }

  func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier) {
    replaceChildren(ofMenu: parentIdentifier) { [childMenu] + $0 }
  }

  func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier) {
    replaceChildren(ofMenu: parentIdentifier) { $0 + [childMenu] }
  }

  func remove(menu removedIdentifier: UIMenu.Identifier) {
    editParent(of: removedIdentifier) { children, index in children.remove(at: index) }
  }

  // MARK: Tree edits

  private func find(_ identifier: UIMenu.Identifier, in menu: UIMenu) -> UIMenu? {
    if menu.identifier == identifier { return menu }
    for case let child as UIMenu in menu.children {
      if let found = find(identifier, in: child) { return found }
    }
    return nil
  }

  /// Edits the children of the menu holding the menu `identifier`, given its index there.
  private func editParent(
    of identifier: UIMenu.Identifier, _ edit: (inout [UIMenuElement], Int) -> Void
  ) {
    root = rebuilt(root) { menu in
      guard
        let index = menu.children.firstIndex(where: { ($0 as? UIMenu)?.identifier == identifier })
      else { return nil }
      var children = menu.children
      edit(&children, index)
      return menu.replacingChildren(children)
    }
  }

  /// `menu` with the first menu (depth first) that `change` answers replaced by its answer, and
  /// the path above it rebuilt; `menu` itself when `change` answers nothing anywhere.
  private func rebuilt(_ menu: UIMenu, _ change: (UIMenu) -> UIMenu?) -> UIMenu {
    if let changed = change(menu) { return changed }
    for (index, child) in menu.children.enumerated() {
      guard let submenu = child as? UIMenu else { continue }
      let new = rebuilt(submenu, change)
      if new !== submenu {
        var children = menu.children
        children[index] = new
        return menu.replacingChildren(children)
      }
    }
    return menu
  }
}
