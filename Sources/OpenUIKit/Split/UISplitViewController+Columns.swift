import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// The columns' controllers: placing them (wrapped in navigation controllers in the column
/// styles), showing and hiding columns, the detail, the sidebar button.
extension UISplitViewController {
  /// The columns of the style, leading first (without `.compact`).
  var columnOrder: [Column] {
    style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
  }

  /// The classic `viewControllers`: the primary, then the secondary (then, triple, between them
  /// the supplementary).
  func setClassicControllers(_ controllers: [UIViewController]) {
    for (index, column) in columnOrder.enumerated() {
      place(index < controllers.count ? controllers[index] : nil, in: column)
    }
  }

  func place(_ controller: UIViewController?, in column: Column) {
    let allowed =
      switch column {
      case .supplementary: style == .tripleColumn
      case .compact: style != .unspecified
      case .primary, .secondary: true
      }
    guard allowed else {
      Diagnostics.once(
        "split-column-\(column.rawValue)-\(style.rawValue)",
        "UISplitViewController: a \(style) split view has no \(column) column; ignored",
        module: "OpenUIKit")
      return
    }
    guard controller !== columnControllers[column] else { return }
    if let old = columnContainers[column] {
      old.willMove(toParent: nil)
      old.viewIfLoaded?.removeFromSuperview()
      old.removeFromParent()
      // A navigation controller made for the old controller lets go of it.
      if old !== columnControllers[column], let navigation = old as? UINavigationController {
        navigation.setViewControllers([], animated: false)
      }
    }
    columnControllers[column] = controller
    guard let controller else {
      columnContainers[column] = nil
      return columnsDidChange()
    }
    let container =
      style == .unspecified || controller is UINavigationController
      ? controller : UINavigationController(rootViewController: controller)
    columnContainers[column] = container
    addChild(container)
    container.didMove(toParent: self)
    columnsDidChange()
  }

  /// The detail goes to the secondary column.
  ///
  /// It becomes the root of the navigation controller made for the column, or the column itself;
  /// collapsed, it comes to the top. Overlaid columns hide.
  func showDetail(_ controller: UIViewController) {
    if style != .unspecified, !(controller is UINavigationController),
      let navigation = columnContainers[.secondary] as? UINavigationController,
      navigation !== columnControllers[.secondary]
    {
      navigation.setViewControllers([controller], animated: false)
      columnControllers[.secondary] = controller
    } else {
      place(controller, in: .secondary)
    }
    if collapsed {
      collapsedTop = .secondary
    } else if isOverlayMode(currentDisplayMode) {
      chosenDisplayMode = .secondaryOnly
    }
    columnsDidChange()
  }

  func showColumn(_ column: Column) {
    if collapsed {
      guard columnContainers[column] != nil else { return }
      collapsedTop = column
      return columnsDidChange()
    }
    let overlay = splitBehavior == .overlay
    switch column {
    case .primary where !visibleColumns.contains(.primary):
      chosenDisplayMode =
        style == .tripleColumn
        ? (overlay
          ? .twoOverSecondary
          : splitBehavior == .displace ? .twoDisplaceSecondary : .twoBesideSecondary)
        : (overlay ? .oneOverSecondary : .oneBesideSecondary)
    case .supplementary where !visibleColumns.contains(.supplementary):
      chosenDisplayMode = overlay ? .oneOverSecondary : .oneBesideSecondary
    case .secondary where isOverlayMode(currentDisplayMode):
      chosenDisplayMode = .secondaryOnly
    default:
      return
    }
    columnsDidChange()
  }

  func hideColumn(_ column: Column) {
    if collapsed {
      guard column == collapsedTop, let before = columnBefore(column) else { return }
      collapsedTop = before
      return columnsDidChange()
    }
    switch column {
    case .primary where visibleColumns.contains(.primary):
      chosenDisplayMode = style == .tripleColumn ? .oneBesideSecondary : .secondaryOnly
    case .supplementary where visibleColumns.contains(.supplementary):
      chosenDisplayMode = .secondaryOnly
    default:
      return
    }
    columnsDidChange()
  }

  /// The column shown before `column` in a collapsed interface (its back button's).
  func columnBefore(_ column: Column) -> Column? {
    let order = columnOrder.filter { columnContainers[$0] != nil }
    guard let index = order.firstIndex(of: column), index > 0 else { return nil }
    return order[index - 1]
  }

  func isOverlayMode(_ mode: DisplayMode) -> Bool {
    mode == .oneOverSecondary || mode == .twoOverSecondary
  }

  /// The sidebar button: hides a shown primary column, shows a hidden one.
  func makeToggleItem() -> UIBarButtonItem {
    let item = UIBarButtonItem(
      image: UIImage(systemName: "sidebar.left"),
      primaryAction: UIAction { [weak self] _ in
        guard let self else { return }
        if self.visibleColumns.contains(.primary) {
          self.hide(.primary)
        } else {
          self.show(.primary)
        }
      })
    item.accessibilityLabel = "Toggle Sidebar"
    return item
  }

  /// The column in front: the one shown while collapsed, else the secondary.
  var frontColumnController: UIViewController? {
    if collapsed {
      return columnContainers[.compact] ?? columnContainers[collapsedTop]
    }
    return columnContainers[.secondary] ?? columnContainers[.primary]
  }

  /// A click beside overlaid columns hides them.
  func overlayTapped() {
    guard isOverlayMode(currentDisplayMode) else { return }
    chosenDisplayMode = .secondaryOnly
    columnsDidChange()
  }

  func columnsDidChange() {
    viewIfLoaded?.setNeedsLayout()
  }
}
