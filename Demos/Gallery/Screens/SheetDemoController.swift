import Foundation
import OpenUIKit

/// A small sheet the animation screen presents: it slides up over a fading dimming, and its
/// Close button (or a click on the dimming, or Escape) slides it back down.
final class SheetDemoController: UIViewController {
  private let message = UILabel()
  private let closeButton = galleryButton("Close")

  override func viewDidLoad() {
    super.viewDidLoad()
    preferredContentSize = CGSize(width: 360, height: 200)
    view.backgroundColor = .systemBackground
    message.text = "A sheet, presented with animation"
    message.textAlignment = .center
    message.textColor = .label
    view.addSubview(message)
    closeButton.addAction(
      UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .primaryActionTriggered)
    view.addSubview(closeButton)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    message.frame = CGRect(x: 20, y: 60, width: view.bounds.width - 40, height: 30)
    closeButton.frame = CGRect(x: (view.bounds.width - 100) / 2, y: 120, width: 100, height: 36)
  }
}
