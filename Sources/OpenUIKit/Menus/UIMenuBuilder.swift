import Foundation
@_spi(Compositor) import OpenCoreGraphics

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
///
/// Every menu in the tree has an identifier of its own: a change that would put a menu in the
/// tree whose identifier (or the identifier of a menu inside it) is there already is not made,
/// with UIKit's "Duplicates existing" message (once per identifier). The same menu inserted
/// twice, or a menu inserted into itself, is such a change.
@MainActor
final class MenuTreeBuilder: UIMenuBuilder {
  let system: UIMenuSystem
  private(set) var root: UIMenu
  /// The identifiers of the menus in the tree.
  private var identifiers: Set<UIMenu.Identifier>

  init(system: UIMenuSystem, root: UIMenu) {
    self.system = system
    self.root = root
    identifiers = Set(MenuTree.identifiers(in: root))
  }

  func menu(for identifier: UIMenu.Identifier) -> UIMenu? {
    guard identifiers.contains(identifier),
      let path = MenuTree.path(in: root, to: { $0.identifier == identifier })
    else { return nil }
    return menu(at: path)
  }

  func action(for identifier: UIAction.Identifier) -> UIAction? {
    var found: UIAction?
    MenuTree.forEach(in: root) { element, _, _ in
      guard let action = element as? UIAction, action.identifier == identifier else {
        return .proceed
      }
      found = action
      return .stop
    }
    return found
  }

  func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementMenu: UIMenu) {
    guard let path = path(to: replacedIdentifier) else { return }
    let replaced = menu(at: path)
    guard admits([replacementMenu], replacing: [replaced], "replace(menu:with:)") else { return }
    root = MenuTree.replacing(at: path, in: root) { _ in replacementMenu }
  }

  func replaceChildren(
    ofMenu parentIdentifier: UIMenu.Identifier,
    from childrenBlock: ([UIMenuElement]) -> [UIMenuElement]
  ) {
    replaceChildren(ofMenu: parentIdentifier, "replaceChildren(ofMenu:from:)", childrenBlock)
  }

  func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier) {
    replaceChildren(ofMenu: parentIdentifier, "insertChild(_:atStartOfMenu:)") { [childMenu] + $0 }
  }

  func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier) {
    replaceChildren(ofMenu: parentIdentifier, "insertChild(_:atEndOfMenu:)") { $0 + [childMenu] }
  }

  private func replaceChildren(
    ofMenu parentIdentifier: UIMenu.Identifier, _ function: String,
    _ childrenBlock: ([UIMenuElement]) -> [UIMenuElement]
  ) {
    guard let path = path(to: parentIdentifier) else { return }
    let parent = menu(at: path)
    let children = childrenBlock(parent.children)
    guard
      admits(
        children.compactMap { $0 as? UIMenu },
        replacing: parent.children.compactMap { $0 as? UIMenu }, function)
    else { return }
    root = MenuTree.replacing(at: path, in: root) { $0.replacingChildren(children) }
  }

  func insertSibling(_ siblingMenu: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier) {
    editParent(of: siblingIdentifier, adding: siblingMenu, "insertSibling(_:beforeMenu:)") {
      children, index in children.insert(siblingMenu, at: index)
    }
  }

  func insertSibling(_ siblingMenu: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier) {
    editParent(of: siblingIdentifier, adding: siblingMenu, "insertSibling(_:afterMenu:)") {
      children, index in children.insert(siblingMenu, at: index + 1)
    }
  }

  func remove(menu removedIdentifier: UIMenu.Identifier) {
    guard let path = path(to: removedIdentifier), let index = path.last else { return }
    let removed = menu(at: path)
    _ = admits([], replacing: [removed], "remove(menu:)")
    root = MenuTree.replacing(at: path.dropLast().map { $0 }, in: root) { parent in
      var children = parent.children
      children.remove(at: index)
      return parent.replacingChildren(children)
    }
  }

  // MARK: Tree edits

  /// The child indexes from the root to the menu `identifier`, when it is in the tree.
  private func path(to identifier: UIMenu.Identifier) -> [Int]? {
    guard identifiers.contains(identifier) else { return nil }
    return MenuTree.path(in: root, to: { $0.identifier == identifier })
  }

  /// The menu at `path` (which ``path(to:)`` answered).
  private func menu(at path: [Int]) -> UIMenu {
    var menu = root
    for index in path {
      guard let next = menu.children[index] as? UIMenu else { break }
      menu = next
    }
    return menu
  }

  /// Edits the children of the menu holding the menu `identifier`, given its index there.
  private func editParent(
    of identifier: UIMenu.Identifier, adding added: UIMenu, _ function: String,
    _ edit: (inout [UIMenuElement], Int) -> Void
  ) {
    guard let path = path(to: identifier), let index = path.last,
      admits([added], replacing: [], function)
    else { return }
    root = MenuTree.replacing(at: path.dropLast().map { $0 }, in: root) { parent in
      var children = parent.children
      edit(&children, index)
      return parent.replacingChildren(children)
    }
  }

  /// Whether the tree may take `added` in place of `replaced`.
  ///
  /// No identifier of a menu in `added` may be in the tree outside `replaced`, nor twice in
  /// `added`. When it may, the identifiers are brought up to date; when not, the change is
  /// refused with a message.
  private func admits(_ added: [UIMenu], replacing replaced: [UIMenu], _ function: String) -> Bool {
    let leaving = replaced.flatMap { MenuTree.identifiers(in: $0) }
    let arriving = added.flatMap { MenuTree.identifiers(in: $0) }
    var remaining = identifiers.subtracting(leaving)
    for identifier in arriving where !remaining.insert(identifier).inserted {
      // UIKit's builder logs "Duplicates existing" and drops the change; said once per menu.
      Diagnostics.once(
        "menu-duplicate-\(identifier.rawValue)",
        "UIMenuBuilder.\(function): Duplicates existing -- a menu with identifier "
          + "\"\(identifier.rawValue)\" is in the menu tree already; the change is not made "
          + "(each menu in the tree needs an identifier of its own)", module: "OpenUIKit")
      return false
    }
    identifiers = remaining
    return true
  }
}
