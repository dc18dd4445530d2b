import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// Walks over menu trees, bounded: every walk over menus (validation, drawing, key commands, the
/// builder's edits) goes through here.
///
/// A menu can be built deeper than anyone could open, or hold the same menu in several places
/// (a menu made of the same group twice, each made of the same group twice, is exponential), so
/// a walk goes ``maximumDepth`` submenus deep at most and visits ``maximumElements`` elements at
/// most; what lies past either is left out (not shown, validated, found or run), said once.
/// The walks are loops with their own stacks, not recursion: the limits bound the work, and no
/// depth of input can overflow the thread's stack.
@MainActor
enum MenuTree {
  /// The most submenus a walk goes into, one inside another (the Mac's menus cascade a handful).
  static let maximumDepth = 64
  /// The most elements one walk visits (a menu of 10,000 items is well within).
  static let maximumElements = 262_144

  /// What a visit answers: go on, or stop the walk.
  enum Step {
    case proceed, stop
  }

  /// Visits every element under `menu`, depth first in menu order (a menu before its children),
  /// with the number of menus it is inside of below `menu` (0 for `menu`'s own children) and its
  /// index among its siblings.
  static func forEach(
    in menu: UIMenu, _ visit: (UIMenuElement, _ depth: Int, _ index: Int) -> Step
  ) {
    var stack: [(children: [UIMenuElement], next: Int)] = [(menu.children, 0)]
    var visited = 0
    while let top = stack.last {
      guard top.next < top.children.count else {
        stack.removeLast()
        continue
      }
      stack[stack.count - 1].next += 1
      visited += 1
      guard visited <= maximumElements else {
        Diagnostics.once(
          "menu-elements",
          "UIMenu: a menu holds more than \(maximumElements) elements counting every place each "
            + "appears (a menu inside itself, or the same menu many times over); the rest are "
            + "left out", module: "OpenUIKit")
        return
      }
      let element = top.children[top.next]
      let depth = stack.count - 1
      if visit(element, depth, top.next) == .stop { return }
      guard let submenu = element as? UIMenu, !submenu.children.isEmpty else { continue }
      guard stack.count < maximumDepth else {
        reportTooDeep()
        continue
      }
      stack.append((submenu.children, 0))
    }
  }

  /// Whether `depth` submenus deep is too deep to go into, said once when it is.
  static func isTooDeep(_ depth: Int) -> Bool {
    guard depth >= maximumDepth else { return false }
    reportTooDeep()
    return true
  }

  private static func reportTooDeep() {
    Diagnostics.once(
      "menu-depth",
      "UIMenu: submenus nested more than \(maximumDepth) deep are left out", module: "OpenUIKit")
  }

  /// The child indexes leading from `menu` to the first menu below it (depth first) that
  /// `matches`; empty when `menu` itself matches, `nil` when none does.
  static func path(in menu: UIMenu, to matches: (UIMenu) -> Bool) -> [Int]? {
    if matches(menu) { return [] }
    var path: [Int]?
    var indexes: [Int] = []
    forEach(in: menu) { element, depth, index in
      // The walk's position: one index per level, the last one this element's.
      indexes.removeLast(max(indexes.count - depth, 0))
      indexes.append(index)
      guard let submenu = element as? UIMenu, matches(submenu) else { return .proceed }
      path = indexes
      return .stop
    }
    return path
  }

  /// The identifiers of `menu` and every menu below it, each as often as it appears.
  static func identifiers(in menu: UIMenu) -> [UIMenu.Identifier] {
    var found = [menu.identifier]
    forEach(in: menu) { element, _, _ in
      if let submenu = element as? UIMenu { found.append(submenu.identifier) }
      return .proceed
    }
    return found
  }

  /// `root` with the menu at `path` replaced by `change` of it, and every menu above rebuilt.
  static func replacing(at path: [Int], in root: UIMenu, _ change: (UIMenu) -> UIMenu) -> UIMenu {
    var chain = [root]
    for index in path {
      guard let last = chain.last, last.children.indices.contains(index),
        let next = last.children[index] as? UIMenu
      else { return root }
      chain.append(next)
    }
    var result = change(chain.removeLast())
    for (parent, index) in zip(chain, path).reversed() {
      var children = parent.children
      children[index] = result
      result = parent.replacingChildren(children)
    }
    return result
  }
}
