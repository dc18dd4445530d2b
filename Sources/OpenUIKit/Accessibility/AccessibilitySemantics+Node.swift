import AccessibilityTree
import Foundation

extension AccessibilitySemantics {
  /// The application's node: the process's name, its windows.
  func applicationNode(children: [AccessibilityNodeID]) -> AccessibilityNode {
    AccessibilityNode(
      id: .application, role: .application, name: ProcessInfo.processInfo.processName,
      states: [.enabled, .showing], children: children)
  }

  /// The node of one exposed object, as an assistive technology reads it.
  func makeNode(for object: UIResponder, id: AccessibilityNodeID, children: [AccessibilityNodeID])
    -> AccessibilityNode
  {
    let traits = object.accessibilityTraits
    let isElement = object.isAccessibilityElement && !(object is UIWindow)
    var node = AccessibilityNode(
      id: id, role: Self.role(of: object, traits: traits, isElement: isElement),
      name: object.accessibilityLabel ?? "", hint: object.accessibilityHint ?? "",
      value: object.accessibilityValue ?? "", children: children,
      identifier: object.accessibilityIdentifier ?? "",
      language: object.accessibilityLanguage ?? "")
    if let window = object as? UIWindow {
      node.name = object.accessibilityLabel ?? Self.title(of: window)
      node.frame = Self.finite(window.frame)
      node.states = window.isKeyWindow ? [.enabled, .showing, .active] : [.enabled, .showing]
      return node
    }
    node.frame = Self.finite(object.accessibilityFrame)
    node.numericValue = Self.numericValue(of: object)
    node.states = states(of: object, traits: traits, frame: node.frame)
    node.actions = Self.actions(of: object, traits: traits, isElement: isElement)
    node.text = (object as? any AccessibilityTextProviding)?.accessibilityTextContent
    if let table = object as? UITableView {
      node.table = table.accessibilityTableContent
    } else if let cell = object as? UITableViewCell, let table = cell.enclosingTableView,
      let indexPath = table.indexPath(for: cell)
    {
      node.rowIndex = table.flatRow(of: indexPath)
    }
    return node
  }

  /// A window's name: the title its title bar shows (its own, its scene's, its front
  /// controller's).
  private static func title(of window: UIWindow) -> String {
    window.displayTitle ?? ""
  }

  /// The role, from the traits first (what the app said), then from the kind of view.
  static func role(of object: UIResponder, traits: UIAccessibilityTraits, isElement: Bool)
    -> AccessibilityRole
  {
    if object is UIWindow { return .window }
    if object.accessibilityViewIsModal { return .dialog }
    guard isElement else {
      if object is UITableView || object.accessibilityContainerType == .dataTable { return .table }
      if object.accessibilityContainerType == .list { return .list }
      if object is UIScrollView { return .scrollArea }
      if object is UINavigationBar || object.accessibilityContainerType == .landmark {
        return .landmark
      }
      if traits.contains(.tabBar) { return .tabBar }
      if Self.isCell(object) { return .cell }
      return .group
    }
    if object is UITextView { return .textArea }
    if object is UITextField {
      if traits.contains(.searchField) { return .searchField }
      return (object as? UITextField)?.isSecureTextEntry == true ? .secureTextField : .textField
    }
    if traits.contains(.adjustable) { return object is UIStepper ? .spinButton : .slider }
    if traits.contains(.searchField) { return .searchField }
    if traits.contains(.toggleButton) || object is UISwitch { return .toggleButton }
    if traits.contains(.tabBar) { return .tabBar }
    if traits.contains(.keyboardKey) { return .keyboardKey }
    if traits.contains(.link) { return .link }
    if traits.contains(.button) {
      return object is SegmentAccessibilityElement ? .tab : .button
    }
    if traits.contains(.header) { return .heading }
    if object is UIProgressView { return .progressIndicator }
    if object is UIActivityIndicatorView { return .busyIndicator }
    if traits.contains(.image) { return .image }
    if Self.isCell(object) { return .cell }
    if traits.contains(.staticText) { return .staticText }
    return .element
  }

  /// The states, from the traits and the view's condition.
  private func states(of object: UIResponder, traits: UIAccessibilityTraits, frame: CGRect)
    -> AccessibilityStates
  {
    var states: AccessibilityStates = []
    if !traits.contains(.notEnabled) { states.insert(.enabled) }
    if traits.contains(.selected) { states.insert(.selected) }
    if traits.contains(.playsSound) { states.insert(.playsSound) }
    if traits.contains(.startsMediaSession) { states.insert(.startsMediaSession) }
    if traits.contains(.allowsDirectInteraction) { states.insert(.allowsDirectInteraction) }
    if traits.contains(.causesPageTurn) { states.insert(.causesPageTurn) }
    if traits.contains(.summaryElement) { states.insert(.summaryElement) }
    if traits.contains(.supportsZoom) { states.insert(.supportsZoom) }
    if object.accessibilityViewIsModal { states.insert(.modal) }
    if let toggle = object as? UISwitch, toggle.isOn { states.insert(.checked) }
    if traits.contains(.toggleButton), object.accessibilityValue == "1" { states.insert(.checked) }
    if Self.isCell(object) || object is SegmentAccessibilityElement {
      states.insert(.selectable)
    }
    if let view = object as? UIView {
      if view.canBecomeFocused || view.canBecomeFirstResponder { states.insert(.focusable) }
      if view.isFirstResponder || view.hasFocus { states.insert(.focused) }
      if let field = view as? UITextField, field.isEnabled { states.insert(.editable) }
      if let textView = view as? UITextView, textView.isEditable { states.insert(.editable) }
      if let spinner = view as? UIActivityIndicatorView, spinner.isAnimating {
        states.insert(.busy)
      }
    }
    if Self.isShowing(object, frame: frame) { states.insert(.showing) }
    return states
  }

  /// On screen: inside its window, with an area.
  private static func isShowing(_ object: UIResponder, frame: CGRect) -> Bool {
    guard frame.width > 0, frame.height > 0 else { return false }
    let view =
      (object as? UIView)
      ?? ((object as? UIAccessibilityElement)?.accessibilityContainer as? UIView)
    guard let window = view?.window else { return false }
    return window.frame.intersects(frame)
  }

  /// The actions offered, activation first.
  private static func actions(
    of object: UIResponder, traits: UIAccessibilityTraits, isElement: Bool
  ) -> [AccessibilityAction] {
    var actions: [AccessibilityAction] = []
    let interactive: UIAccessibilityTraits = [
      .button, .link, .toggleButton, .keyboardKey, .searchField, .tabBar,
    ]
    let activates =
      isElement
      && (!traits.isDisjoint(with: interactive) || object is UIControl
        || Self.isCell(object) || object.accessibilityRespondsToUserInteraction)
    // An adjustable element is adjusted, not activated (a tap would move a slider's thumb).
    if activates && !traits.contains(.notEnabled) && !traits.contains(.adjustable) {
      actions.append(.activate)
    }
    if isElement && traits.contains(.adjustable) && !traits.contains(.notEnabled) {
      actions.append(contentsOf: [.increment, .decrement])
    }
    if object is UIScrollView {
      actions.append(contentsOf: [.scroll(.up), .scroll(.down), .scroll(.left), .scroll(.right)])
    }
    if let view = object as? UIView, view.canBecomeFocused || view.canBecomeFirstResponder {
      actions.append(.focus)
    }
    if object.accessibilityViewIsModal { actions.append(.escape) }
    for (index, action) in (object.accessibilityCustomActions ?? []).enumerated() {
      actions.append(.custom(index, action.name))
    }
    return actions
  }

  /// A number with its range, for the views that have one.
  private static func numericValue(of object: UIResponder) -> AccessibilityNode.NumericValue? {
    switch object {
    case let slider as UISlider:
      return .init(
        current: Double(slider.value), minimum: Double(slider.minimumValue),
        maximum: Double(slider.maximumValue), step: 0)
    case let stepper as UIStepper:
      return .init(
        current: stepper.value, minimum: stepper.minimumValue, maximum: stepper.maximumValue,
        step: stepper.stepValue)
    case let progress as UIProgressView:
      return .init(current: Double(progress.progress), minimum: 0, maximum: 1, step: 0)
    default:
      return nil
    }
  }

  /// NaN and infinite rectangles (bad input) become zero, so no assistive technology meets them.
  static func finite(_ rect: CGRect) -> CGRect {
    let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
    return values.allSatisfy(\.isFinite) ? rect.standardized : .zero
  }
}

extension AccessibilitySemantics {
  /// A table's or collection view's cell: a selectable row or item, activated by a click.
  static func isCell(_ object: UIResponder) -> Bool {
    object is UITableViewCell
      || (object as? UICollectionViewCell).map { !$0.isShownAsSupplementary } == true
  }
}
