import Foundation

/// The buttons a swiped row reveals at one edge: one per action, the first nearest the edge, each
/// as wide as its title needs (at least 74 points); revealed further than they need, the first
/// one widens, as UIKit's do on a long swipe.
@MainActor
final class SwipeActionsView: UIView {
  let configuration: UISwipeActionsConfiguration
  /// Whether the buttons sit at the view's right side (a swipe to the left reveals them).
  let onRight: Bool
  private(set) var buttons: [UIButton] = []
  /// How much of the row is revealed.
  var revealed: CGFloat = 0 {
    didSet { setNeedsLayout() }
  }

  init(
    configuration: UISwipeActionsConfiguration, onRight: Bool,
    tapped: @escaping (UIContextualAction, UIButton) -> Void
  ) {
    self.configuration = configuration
    self.onRight = onRight
    super.init(frame: .zero)
    clipsToBounds = true
    buttons = configuration.actions.map { action in
      let button = UIButton(type: .custom)
      button.setTitle(action.title, for: .normal)
      button.setTitleColor(.white, for: .normal)
      button.backgroundColor = action.backgroundColor
      button.accessibilityLabel = action.title
      button.addAction(
        UIAction { [weak button] _ in
          guard let button else { return }
          tapped(action, button)
        }, for: .touchUpInside)
      addSubview(button)
      return button
    }
  }

  required init?(coder: NSCoder) { nil }

  /// The buttons' natural widths, the first nearest the edge.
  var naturalWidths: [CGFloat] {
    buttons.map { button in
      let title = button.titleLabel?.sizeThatFits(CGSize(width: 400, height: 44)).width ?? 0
      return max((title + 30).rounded(.up), 74)
    }
  }

  /// The width the buttons need side by side.
  var actionsWidth: CGFloat { naturalWidths.reduce(0, +) }

  override func layoutSubviews() {
    super.layoutSubviews()
    let widths = naturalWidths
    let total = widths.reduce(0, +)
    // Scaled down while partly revealed; the first (edge) button takes any extra.
    let scale = total > 0 ? min(revealed / total, 1) : 0
    var edge = onRight ? bounds.maxX : bounds.minX
    for (index, button) in buttons.enumerated() {
      var width = widths[index] * scale
      if index == 0, revealed > total { width += revealed - total }
      let x = onRight ? edge - width : edge
      button.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
      edge = onRight ? edge - width : edge + width
    }
  }
}
