import Foundation
import Testing

@testable import OpenUIKit

/// `traitCollectionDidChange(_:)`: deprecated in iOS 17, still called, and still in most iOS code.
@MainActor @Suite struct TraitCollectionDidChangeTests {
  /// A view as pre-iOS 17 code writes one: it reacts to traits in the override.
  final class ThemedView: UIView {
    var log: [String] = []
    var previousStyles: [UIUserInterfaceStyle?] = []
    var currentStyles: [UIUserInterfaceStyle] = []

    override init(frame: CGRect) {
      super.init(frame: frame)
      registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, _) in
        self.log.append("handler")
      }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      log.append("traitCollectionDidChange")
      previousStyles.append(previousTraitCollection?.userInterfaceStyle)
      currentStyles.append(UITraitCollection.current.userInterfaceStyle)
    }
  }

  @Test func itIsCalledBeforeTheRegisteredHandlersWithThePreviousTraits() {
    let window = makeWindow()
    let view = ThemedView()
    window.addSubview(view)
    CATransaction.flush()
    // Added to a window with the traits it was predicted to have: no change, no call (iOS 13+).
    #expect(view.log.isEmpty)
    window.overrideUserInterfaceStyle = .dark
    CATransaction.flush()
    #expect(view.log == ["traitCollectionDidChange", "handler"])
    #expect(view.previousStyles == [.light])
    #expect(view.currentStyles == [.dark])
  }

  @Test func itIsCalledForTraitsNoHandlerWatches() {
    let window = makeWindow()
    let view = ThemedView()
    window.addSubview(view)
    CATransaction.flush()
    view.traitOverrides.horizontalSizeClass = .compact
    CATransaction.flush()
    #expect(view.log == ["traitCollectionDidChange"])
  }

  @Test func viewsThatDoNotOverrideItAreNotAskedForIt() {
    #expect(MethodOverrides.methods(of: ThemedView.self).contains(.traitCollectionDidChange))
    #expect(!MethodOverrides.methods(of: UIView.self).contains(.traitCollectionDidChange))
    #expect(!MethodOverrides.methods(of: UILabel.self).contains(.traitCollectionDidChange))
  }

  @Test func aViewControllerIsToldToo() {
    final class ThemedController: UIViewController {
      var previous: [UIUserInterfaceStyle] = []
      override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        previous.append(previousTraitCollection?.userInterfaceStyle ?? .unspecified)
      }
    }
    let window = makeWindow()
    let controller = ThemedController()
    window.rootViewController = controller
    CATransaction.flush()
    controller.overrideUserInterfaceStyle = .dark
    CATransaction.flush()
    #expect(controller.previous == [.light])
    #expect(controller.traitCollection.userInterfaceStyle == .dark)
  }

  @Test func awakeFromNibAndPrepareForInterfaceBuilderAreOverridableAndNeverCalled() {
    final class DesignableView: UIView {
      var calls = 0
      override func awakeFromNib() {
        super.awakeFromNib()
        calls += 1
      }
      override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        calls += 1
      }
    }
    let window = makeWindow()
    let view = DesignableView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(view)
    CATransaction.flush()
    // No nib and no Interface Builder: as for a view made in code on iOS.
    #expect(view.calls == 0)
  }
}
