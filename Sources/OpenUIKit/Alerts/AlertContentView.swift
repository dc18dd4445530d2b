import Foundation

/// What an alert shows: its title and message, its text fields and a button per action, laid out
/// as UIKit lays them out.
///
/// An alert is ``alertWidth`` wide: title (17 pt semibold) and message (13 pt) centred, fields
/// under them, then the buttons: side by side when there are two whose titles fit, else stacked,
/// the cancel button last (first when side by side, on the left as UIKit puts it). An action
/// sheet is ``sheetWidth`` wide, its title and message small and grey, its buttons stacked; shown
/// as a popover it leaves out the cancel button. Buttons are 44 points tall, parted by hairlines.
@MainActor
final class AlertContentView: UIView {
  static let alertWidth: CGFloat = 270
  static let sheetWidth: CGFloat = 304
  static let buttonHeight: CGFloat = 44
  static let fieldHeight: CGFloat = 28
  static let padding: CGFloat = 16

  private unowned let alert: UIAlertController
  let titleLabel = UILabel()
  let messageLabel = UILabel()
  /// The buttons, remade first when the alert changed.
  var buttons: [AlertActionButton] {
    rebuildIfNeeded()
    return storedButtons
  }
  private var storedButtons: [AlertActionButton] = []
  private var separators: [UIView] = []
  /// Set when the alert changed: the views are remade once, before they are next used (a
  /// thousand `addAction` calls remake them once, not a thousand times).
  private var needsRebuild = true

  init(alert: UIAlertController) {
    self.alert = alert
    super.init(frame: .zero)
    backgroundColor = .clear
    for label in [titleLabel, messageLabel] {
      label.numberOfLines = 0
      label.textAlignment = .center
      addSubview(label)
    }
  }

  required init?(coder: NSCoder) { nil }

  /// Whether the buttons leave out the cancel action (an action sheet in a popover).
  var omitsCancel: Bool {
    alert.preferredStyle == .actionSheet
      && (superview?.superview as? AlertContainerView)?.isAnchored == true
  }

  /// The actions shown as buttons, in their visual order.
  var shownActions: [UIAlertAction] {
    var shown = alert.actions.filter { $0.style != .cancel }
    if let cancel = alert.actions.first(where: { $0.style == .cancel }), !omitsCancel {
      if isSideBySide(count: shown.count + 1) {
        shown.insert(cancel, at: 0)
      } else {
        shown.append(cancel)
      }
    }
    return shown
  }

  /// Remakes the labels and buttons before they are next used.
  func rebuild() {
    needsRebuild = true
    setNeedsLayout()
    invalidateIntrinsicContentSize()
  }

  private func rebuildIfNeeded() {
    guard needsRebuild else { return }
    needsRebuild = false
    let sheet = alert.preferredStyle == .actionSheet
    titleLabel.text = alert.title
    titleLabel.font =
      sheet ? .boldSystemFont(ofSize: 13) : .systemFont(ofSize: 17, weight: .semibold)
    titleLabel.textColor = sheet ? .secondaryLabel : .label
    titleLabel.isHidden = (alert.title ?? "").isEmpty
    messageLabel.text = alert.message
    messageLabel.font = .systemFont(ofSize: 13)
    messageLabel.textColor = sheet ? .secondaryLabel : .label
    messageLabel.isHidden = (alert.message ?? "").isEmpty
    for button in storedButtons { button.removeFromSuperview() }
    for separator in separators { separator.removeFromSuperview() }
    storedButtons = shownActions.map { AlertActionButton(action: $0, alert: alert) }
    separators = storedButtons.map { _ in
      let line = UIView()
      line.backgroundColor = .separator
      return line
    }
    for separator in separators { addSubview(separator) }
    for button in storedButtons { addSubview(button) }
  }

  /// Whether `count` buttons go side by side: two, each title fitting half the width.
  private func isSideBySide(count: Int) -> Bool {
    guard alert.preferredStyle == .alert, count == 2 else { return false }
    let half = Self.alertWidth / 2 - 2 * 8
    let font = UIFont.systemFont(ofSize: 17, weight: .semibold)
    return alert.actions.allSatisfy { action in
      let title = (action.title ?? "") as NSString
      return title.size(withAttributes: [.font: font]).width <= half
    }
  }

  var width: CGFloat { alert.preferredStyle == .alert ? Self.alertWidth : Self.sheetWidth }

  /// Where the header's views go (title, message, fields) at `width`, and its height: one
  /// measure for sizing and for layout.
  private func header(width: CGFloat) -> (frames: [(UIView, CGRect)], height: CGFloat) {
    let textWidth = width - 2 * Self.padding
    let margin: CGFloat = alert.preferredStyle == .alert ? 20 : 14
    var frames: [(UIView, CGRect)] = []
    var y: CGFloat = 0
    let texts = [titleLabel, messageLabel].filter { !$0.isHidden }
    if !texts.isEmpty { y += margin }
    for (index, label) in texts.enumerated() {
      if index > 0 { y += 4 }
      let height = ceil(
        label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height)
      frames.append((label, CGRect(x: Self.padding, y: y, width: textWidth, height: height)))
      y += height
    }
    let fields = alert.storedTextFields
    if !fields.isEmpty { y += texts.isEmpty ? 16 : 12 }
    for (index, field) in fields.enumerated() {
      if index > 0 { y += 8 }
      frames.append(
        (field, CGRect(x: Self.padding, y: y, width: textWidth, height: Self.fieldHeight)))
      y += Self.fieldHeight
    }
    if y > 0 { y += margin }
    return (frames, y)
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    rebuildIfNeeded()
    let rows = isSideBySide(count: storedButtons.count) ? 1 : storedButtons.count
    return CGSize(
      width: width, height: header(width: width).height + CGFloat(rows) * Self.buttonHeight)
  }

  override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

  override func layoutSubviews() {
    super.layoutSubviews()
    rebuildIfNeeded()
    let (frames, y) = header(width: bounds.width)
    for (view, frame) in frames { view.frame = frame }
    let hairline = 1 / max(traitCollection.displayScale, 1)
    let buttons = storedButtons
    let sideBySide = isSideBySide(count: buttons.count)
    // Side by side, right to left puts the first button (Cancel) on the right; a stack stays.
    let mirrored = sideBySide && effectiveUserInterfaceLayoutDirection == .rightToLeft
    let order = mirrored ? buttons.reversed() : buttons
    for (index, button) in order.enumerated() {
      let frame: CGRect
      if sideBySide {
        let half = bounds.width / 2
        frame = CGRect(x: CGFloat(index) * half, y: y, width: half, height: Self.buttonHeight)
      } else {
        frame = CGRect(
          x: 0, y: y + CGFloat(index) * Self.buttonHeight, width: bounds.width,
          height: Self.buttonHeight)
      }
      button.frame = frame
      let line = separators[buttons.firstIndex { $0 === button } ?? index]
      // Side by side: the first line spans the row's top, the second parts the two buttons.
      line.frame =
        sideBySide && index > 0
        ? CGRect(x: frame.minX, y: frame.minY, width: hairline, height: frame.height)
        : CGRect(
          x: 0, y: frame.minY, width: sideBySide ? bounds.width : frame.width, height: hairline)
      line.isHidden = y == 0 && index == 0 && !sideBySide
    }
  }

  /// The button showing `action`.
  func button(for action: UIAlertAction) -> AlertActionButton? {
    buttons.first { $0.action === action }
  }
}
