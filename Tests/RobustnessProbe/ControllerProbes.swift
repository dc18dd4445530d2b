import Foundation
import OpenUIKit
import OpenUIKitTesting

/// Controllers used badly: presentation cycles, navigation from inside lifecycle callbacks, and
/// long runs of transitions without a commit between them.
@MainActor
enum ControllerProbes {
  static let all: [String: @MainActor () -> String] = [
    "presentThePresenter": {
      let (window, root) = windowWithRoot()
      let sheet = UIViewController()
      root.present(sheet, animated: false)
      runCommit()
      sheet.present(root, animated: false)
      runCommit()
      root.dismiss(animated: false)
      runCommit()
      let cleared = root.presentedViewController == nil && sheet.presentingViewController == nil
      return cleared && window.subviews.count == 1 ? "dismissed" : "left \(window.subviews.count)"
    },
    "presentAnAncestorInTheChain": {
      let (window, root) = windowWithRoot()
      let first = UIViewController()
      let second = UIViewController()
      root.present(first, animated: false)
      runCommit()
      first.present(second, animated: false)
      runCommit()
      second.present(root, animated: false)
      second.present(first, animated: false)
      runCommit()
      root.dismiss(animated: false)
      runCommit()
      return window.subviews.count == 1 && root.presentedViewController == nil
        ? "dismissed" : "left \(window.subviews.count)"
    },
    "navigationVisibleControllerAfterACycle": {
      let navigation = navigationInWindow()
      let sheet = UIViewController()
      navigation.present(sheet, animated: false)
      runCommit()
      sheet.present(navigation, animated: false)
      runCommit()
      return navigation.visibleViewController === sheet ? "sheet" : "other"
    },
    "pushFromViewDidLoad": {
      navigationOutcome { navigation, make in
        let b = make("B")
        b.onViewDidLoad = { navigation.pushViewController(make("C"), animated: false) }
        navigation.pushViewController(b, animated: false)
      }
    },
    "pushFromViewWillAppear": {
      navigationOutcome { navigation, make in
        let d = make("D")
        d.onViewWillAppear = { navigation.pushViewController(make("E"), animated: false) }
        navigation.pushViewController(d, animated: false)
      }
    },
    "popFromViewDidLoad": {
      navigationOutcome { navigation, make in
        let f = make("F")
        f.onViewDidLoad = { navigation.popViewController(animated: false) }
        navigation.pushViewController(f, animated: false)
      }
    },
    "navigateFromEveryCallback": {
      // Each callback of a pushed controller pushes, pops or replaces the stack once.
      var disagreements: [String] = []
      for callback in ProbeController.Callback.allCases {
        for action in ["push", "pop", "popToRoot", "set"] {
          let outcome = navigationOutcome { navigation, make in
            let b = make("B")
            b.actions[callback] = {
              switch action {
              case "push": navigation.pushViewController(make("C"), animated: true)
              case "pop": navigation.popViewController(animated: true)
              case "popToRoot": navigation.popToRootViewController(animated: true)
              default: navigation.setViewControllers([make("D"), make("E")], animated: false)
              }
            }
            navigation.pushViewController(b, animated: true)
          }
          if !outcome.hasPrefix("agree") {
            disagreements.append("\(callback)/\(action): \(outcome)")
          }
        }
      }
      return disagreements.isEmpty ? "agree" : disagreements.joined(separator: "; ")
    },
    "presentAndDismissFromEveryCallback": {
      var problems: [String] = []
      for callback in ProbeController.Callback.allCases {
        for action in ["present", "dismiss"] {
          let (window, root) = windowWithRoot()
          let presented = ProbeController("P")
          presented.actions[callback] = {
            switch action {
            case "present": presented.present(UIViewController(), animated: true)
            default: presented.dismiss(animated: true)
            }
          }
          root.present(presented, animated: true)
          for _ in 0..<3 { runCommit() }
          // Every controller in the chain has its view in the window, and nothing else is there.
          var chain: [UIViewController] = []
          var current = root.presentedViewController
          while let controller = current, chain.count < 10 {
            chain.append(controller)
            current = controller.presentedViewController
          }
          let inWindow = chain.allSatisfy { $0.viewIfLoaded?.window === window }
          if !inWindow || window.subviews.count != 1 + chain.count {
            problems.append(
              "\(callback)/\(action): \(chain.count) presented, "
                + "\(window.subviews.count) views")
          }
        }
      }
      return problems.isEmpty ? "consistent" : problems.joined(separator: "; ")
    },
    "pushPopPairsWithoutACommit": {
      let navigation = navigationInWindow()
      let ratio = CPUTime.scaling(small: 1_000, large: 10_000) { count in
        for _ in 0..<count {
          navigation.pushViewController(UIViewController(), animated: true)
          navigation.popViewController(animated: true)
        }
        runCommit()
      }
      return ratio <= 20 ? "linear" : "ratio \(Int(ratio))"
    },
    "presentDismissPairsWithoutACommit": {
      let (_, root) = windowWithRoot()
      let ratio = CPUTime.scaling(small: 1_000, large: 10_000) { count in
        for _ in 0..<count {
          root.present(UIViewController(), animated: true)
          root.dismiss(animated: true)
        }
        runCommit()
      }
      return ratio <= 20 ? "linear" : "ratio \(Int(ratio))"
    },
    "pushesAtDepth": {
      // 250 pushes with a commit each, on a shallow stack and on one 1,250 deep: the same cost.
      @MainActor func pushes(onto depth: Int) -> Double {
        let navigation = navigationInWindow()
        navigation.setViewControllers((0...depth).map { _ in UIViewController() }, animated: false)
        runCommit()
        return CPUTime.measure {
          for _ in 0..<250 {
            navigation.pushViewController(UIViewController(), animated: true)
            runCommit()
          }
        }
      }
      _ = pushes(onto: 0)
      let ratio = pushes(onto: 1_250) / max(pushes(onto: 0), 1e-6)
      return ratio <= 4 ? "independent of depth" : "ratio \(Int(ratio))"
    },
    "setViewControllersLong": {
      let navigation = navigationInWindow()
      let ratio = CPUTime.scaling(small: 1_001, large: 10_001) { count in
        navigation.setViewControllers((0..<count).map { _ in UIViewController() }, animated: false)
        runCommit()
        navigation.setViewControllers([UIViewController()], animated: false)
        runCommit()
      }
      return ratio <= 20 ? "linear" : "ratio \(Int(ratio))"
    },
  ]

  /// A window whose root controller is a plain controller.
  static func windowWithRoot() -> (UIWindow, UIViewController) {
    let root = ProbeController("root")
    return (window(showing: root), root)
  }

  /// A navigation controller whose root is A, shown in a window.
  static func navigationInWindow() -> UINavigationController {
    let navigation = UINavigationController(rootViewController: ProbeController("A"))
    _ = window(showing: navigation)
    return navigation
  }

  /// A window kept for the rest of the probe, showing `root`.
  static func window(showing root: UIViewController) -> UIWindow {
    let window = UIWindow.headless(size: CGSize(width: 200, height: 200))
    window.rootViewController = root
    runCommit()
    objc_keep(window)
    return window
  }

  /// Runs `body` on a navigation controller whose root is A, commits, and says whether the stack
  /// and the views on screen agree: "agree A,B,C" when the top's view alone is shown.
  static func navigationOutcome(
    _ body: (UINavigationController, @escaping (String) -> ProbeController) -> Void
  ) -> String {
    let navigation = navigationInWindow()
    var made: [ProbeController] = navigation.viewControllers.compactMap { $0 as? ProbeController }
    body(navigation) { name in
      let controller = ProbeController(name)
      made.append(controller)
      return controller
    }
    for _ in 0..<3 { runCommit() }
    let names = navigation.viewControllers.map { ($0 as? ProbeController)?.name ?? "?" }
    let shown = made.filter { $0.viewIfLoaded?.superview === navigation.view }.map(\.name)
    let top = navigation.topViewController
    let childrenAgree =
      navigation.children.count == navigation.viewControllers.count
      && zip(navigation.children, navigation.viewControllers).allSatisfy { $0 === $1 }
    let agree = shown == [names.last ?? ""] && top?.viewIfLoaded?.window != nil && childrenAgree
    return (agree ? "agree " : "stack ") + names.joined(separator: ",")
      + (agree
        ? "" : " shown \(shown.joined(separator: ",")) children \(navigation.children.count)")
  }
}

/// A controller that runs an action once from a chosen lifecycle callback.
final class ProbeController: UIViewController {
  enum Callback: String, CaseIterable {
    case viewDidLoad, viewWillAppear, viewIsAppearing, viewWillLayoutSubviews
    case viewDidLayoutSubviews, viewDidAppear, willMoveToParent, didMoveToParent
  }

  let name: String
  var actions: [Callback: () -> Void] = [:]
  var onViewDidLoad: (() -> Void)? {
    get { actions[.viewDidLoad] }
    set { actions[.viewDidLoad] = newValue }
  }
  var onViewWillAppear: (() -> Void)? {
    get { actions[.viewWillAppear] }
    set { actions[.viewWillAppear] = newValue }
  }

  init(_ name: String) {
    self.name = name
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  private func run(_ callback: Callback) {
    actions.removeValue(forKey: callback)?()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    run(.viewDidLoad)
  }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    run(.viewWillAppear)
  }
  override func viewIsAppearing(_ animated: Bool) {
    super.viewIsAppearing(animated)
    run(.viewIsAppearing)
  }
  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    run(.viewWillLayoutSubviews)
  }
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    run(.viewDidLayoutSubviews)
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    run(.viewDidAppear)
  }
  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    if parent != nil { run(.willMoveToParent) }
  }
  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    if parent != nil { run(.didMoveToParent) }
  }
}
