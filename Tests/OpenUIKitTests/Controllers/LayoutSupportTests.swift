import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// `topLayoutGuide` and `bottomLayoutGuide` (deprecated since iOS 11, still used by libraries):
/// content placed below the navigation bar and above the bottom bars, by anchors and by
/// item-based constraints, as pre-safe-area iOS code writes it.
@MainActor @Suite struct LayoutSupportTests {
  final class ProfileController: UIViewController {
    let nameLabel = UILabel()
    let bioLabel = UILabel()
    let footer = UIView()
    let barShadow = UIView()

    override func viewDidLoad() {
      super.viewDidLoad()
      nameLabel.text = "Ada"
      bioLabel.text = "Engineer"
      for subview in [nameLabel, bioLabel, footer, barShadow] {
        subview.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(subview)
      }
      NSLayoutConstraint.activate([
        nameLabel.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor, constant: 8),
        nameLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
        bioLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
        footer.bottomAnchor.constraint(equalTo: bottomLayoutGuide.topAnchor),
        footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        footer.heightAnchor.constraint(equalToConstant: 20),
        barShadow.topAnchor.constraint(equalTo: view.topAnchor),
        barShadow.widthAnchor.constraint(equalToConstant: 10),
        barShadow.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        barShadow.heightAnchor.constraint(equalTo: topLayoutGuide.heightAnchor),
      ])
      view.addConstraint(
        NSLayoutConstraint(
          item: bioLabel, attribute: .top, relatedBy: .equal, toItem: topLayoutGuide,
          attribute: .bottom, multiplier: 1, constant: 40))
    }
  }

  @Test func contentIsPlacedBetweenTheBars() {
    let window = makeWindow(size: CGSize(width: 400, height: 300))
    let controller = ProfileController()
    window.rootViewController = UINavigationController(rootViewController: controller)
    window.layoutIfNeeded()
    #expect(controller.topLayoutGuide.length == 44, "the navigation bar's height")
    #expect(controller.bottomLayoutGuide.length == 0)
    #expect(controller.nameLabel.frame.minY == 52)
    #expect(controller.bioLabel.frame.minY == 84, "an item-based constraint to the guide")
    #expect(controller.barShadow.frame.height == 44, "the guide's height")
    #expect(controller.footer.frame.maxY == 300)
    // More room at the bottom (a toolbar of the app's own): the bottom guide grows with it.
    controller.additionalSafeAreaInsets.bottom = 30
    window.layoutIfNeeded()
    #expect(controller.bottomLayoutGuide.length == 30)
    #expect(controller.footer.frame.maxY == 270)
  }

  @Test func theGuidesAreMadeOncePerRootView() {
    let controller = UIViewController()
    let top = controller.topLayoutGuide
    #expect(controller.isViewLoaded, "reading a guide loads the view")
    #expect(controller.topLayoutGuide === top)
    #expect(controller.bottomLayoutGuide !== top)
    controller.view = UIView()
    #expect(controller.topLayoutGuide !== top, "a new root view has its own")
  }
}
