import Foundation
import OpenUIKit

/// Alerts, an action sheet and a gesture playground: the dialogs iOS apps ask with and the
/// gestures they handle, used with a mouse and keyboard.
///
/// "Delete…" asks for confirmation (Return deletes, Escape cancels), "Rename…" asks for a name in
/// a text field (Save is enabled only with text), "Share…" opens an action sheet hanging from the
/// button. The card below takes a pinch (Ctrl with the wheel), a rotation (a touchpad), a long
/// press (recolours it) and a double click (resets it; a single click, waiting for the double
/// click to fail, says so in the status line).
final class DialogsScreen: UIViewController {
  let deleteButton = UIButton(configuration: .gray())
  let renameButton = UIButton(configuration: .gray())
  let shareButton = UIButton(configuration: .gray())
  let card = UIView()
  let cardLabel = UILabel()
  let status = UILabel()
  private var name = "Groceries"
  private var scale: CGFloat = 1
  private var angle: CGFloat = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Dialogs & gestures"
    view.backgroundColor = .systemBackground
    let buttons = UIStackView(arrangedSubviews: [deleteButton, renameButton, shareButton])
    buttons.spacing = 12
    for (button, title) in [
      (deleteButton, "Delete…"), (renameButton, "Rename…"), (shareButton, "Share…"),
    ] {
      button.configuration?.title = title
    }
    deleteButton.addAction(
      UIAction { [weak self] _ in self?.confirmDelete() }, for: .primaryActionTriggered)
    renameButton.addAction(
      UIAction { [weak self] _ in self?.rename() }, for: .primaryActionTriggered)
    shareButton.addAction(UIAction { [weak self] _ in self?.share() }, for: .primaryActionTriggered)
    card.backgroundColor = .systemTeal
    card.layer.cornerRadius = 16
    card.isAccessibilityElement = true
    card.accessibilityLabel = "Gesture card"
    // What the gestures do, for those who cannot make them.
    card.accessibilityCustomActions = [
      UIAccessibilityCustomAction(name: "Recolour") { [weak self] _ in
        self?.recolour()
        return true
      },
      UIAccessibilityCustomAction(name: "Reset") { [weak self] _ in
        self?.reset()
        return true
      },
    ]
    cardLabel.text = "Pinch, rotate, press, double-click"
    cardLabel.textAlignment = .center
    cardLabel.numberOfLines = 0
    cardLabel.textColor = .white
    card.addSubview(cardLabel)
    status.font = .systemFont(ofSize: 13)
    status.textColor = .secondaryLabel
    status.text = "List: \(name)"
    for subview in [buttons, card, status] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    cardLabel.translatesAutoresizingMaskIntoConstraints = false
    let area = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      buttons.topAnchor.constraint(equalTo: area.topAnchor, constant: 24),
      buttons.leadingAnchor.constraint(equalTo: area.leadingAnchor, constant: 30),
      card.centerXAnchor.constraint(equalTo: area.centerXAnchor),
      card.centerYAnchor.constraint(equalTo: area.centerYAnchor, constant: 20),
      card.widthAnchor.constraint(equalToConstant: 220),
      card.heightAnchor.constraint(equalToConstant: 140),
      cardLabel.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
      cardLabel.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
      cardLabel.centerYAnchor.constraint(equalTo: card.centerYAnchor),
      status.leadingAnchor.constraint(equalTo: area.leadingAnchor, constant: 30),
      status.bottomAnchor.constraint(equalTo: area.bottomAnchor, constant: -14),
    ])
    addGestures()
    applyTransform()
  }

  private func addGestures() {
    let pinch = UIPinchGestureRecognizer(target: self, action: DialogsScreen.pinched)
    let rotation = UIRotationGestureRecognizer(target: self, action: DialogsScreen.rotated)
    let press = UILongPressGestureRecognizer(target: self, action: DialogsScreen.pressed)
    let double = UITapGestureRecognizer(target: self, action: DialogsScreen.reset)
    double.numberOfTapsRequired = 2
    let single = UITapGestureRecognizer(target: self, action: DialogsScreen.clicked)
    single.require(toFail: double)
    for recognizer in [pinch, rotation, press, double, single] {
      card.addGestureRecognizer(recognizer)
    }
  }

  private func pinched(_ pinch: UIPinchGestureRecognizer) {
    scale = min(max(scale * pinch.scale, 0.4), 2.5)
    pinch.scale = 1
    applyTransform()
  }

  private func rotated(_ rotation: UIRotationGestureRecognizer) {
    angle += rotation.rotation
    rotation.rotation = 0
    applyTransform()
  }

  private func pressed(_ press: UILongPressGestureRecognizer) {
    guard press.state == .began else { return }
    recolour()
  }

  private func recolour() {
    card.backgroundColor = card.backgroundColor == .systemTeal ? .systemIndigo : .systemTeal
    status.text = "Long press: recoloured"
  }

  private func reset() {
    scale = 1
    angle = 0
    UIView.animate(withDuration: 0.25) { self.applyTransform() }
    status.text = "Double click: reset"
  }

  private func clicked() { status.text = "Single click (the double click did not come)" }

  private func applyTransform() {
    card.transform = CGAffineTransform(rotationAngle: angle).scaledBy(x: scale, y: scale)
    let degrees = Int((angle * 180 / .pi).rounded())
    card.accessibilityValue = "\(Int((scale * 100).rounded())) %, turned \(degrees)°"
  }

  private func confirmDelete() {
    let alert = UIAlertController(
      title: "Delete “\(name)”?", message: "This list and its items will be deleted.",
      preferredStyle: .alert)
    alert.addAction(
      UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in
        self?.status.text = "Kept \(self?.name ?? "")"
      })
    let delete = UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
      self?.status.text = "Deleted \(self?.name ?? "")"
    }
    alert.addAction(delete)
    alert.preferredAction = delete
    present(alert, animated: true)
  }

  private func rename() {
    let alert = UIAlertController(title: "Rename List", message: nil, preferredStyle: .alert)
    alert.addTextField { [name] field in
      field.placeholder = "Name"
      field.text = name
      field.clearButtonMode = .whileEditing
    }
    let save = UIAlertAction(title: "Save", style: .default) { [weak self, weak alert] _ in
      guard let self, let text = alert?.textFields?.first?.text else { return }
      self.name = text
      self.status.text = "List: \(text)"
    }
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(save)
    alert.preferredAction = save
    alert.textFields?.first?.addAction(
      UIAction { [weak alert] _ in save.isEnabled = !(alert?.textFields?.first?.text ?? "").isEmpty
      },
      for: .editingChanged)
    present(alert, animated: true) { alert.textFields?.first?.becomeFirstResponder() }
  }

  private func share() {
    let sheet = UIAlertController(
      title: nil, message: "Share “\(name)”", preferredStyle: .actionSheet)
    for title in ["Copy Link", "Mail", "Messages"] {
      sheet.addAction(
        UIAlertAction(title: title, style: .default) { [weak self] action in
          self?.status.text = "Shared by \(action.title ?? "")"
        })
    }
    sheet.addAction(
      UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in
        self?.status.text = "Not shared"
      })
    sheet.popoverPresentationController?.sourceView = shareButton
    present(sheet, animated: true)
  }
}
