import Foundation
import OpenUIKit
import Testing

@MainActor @Suite struct TraitPropagationTests {
  @Test func windowsInheritTheScreensTraitsAndViewsTheirSuperviews() {
    let window = makeWindow(style: .dark, scale: 2)
    let view = UIView()
    window.addSubview(view)
    #expect(view.traitCollection.userInterfaceStyle == .dark)  // updated on insertion
    #expect(view.traitCollection.displayScale == 2)
    #expect(window.traitCollection.userInterfaceLevel == .base)
  }

  @Test func overridesApplyToTheViewAndItsSubtreeOnly() {
    let window = makeWindow()
    let parent = UIView()
    let child = UIView()
    let sibling = UIView()
    window.addSubview(parent)
    window.addSubview(sibling)
    parent.addSubview(child)
    parent.overrideUserInterfaceStyle = .dark
    parent.traitOverrides[ThemeTrait.self] = "ocean"
    CATransaction.flush()
    #expect(parent.traitCollection.userInterfaceStyle == .dark)
    #expect(child.traitCollection.userInterfaceStyle == .dark)
    #expect(child.traitCollection[ThemeTrait.self] == "ocean")
    #expect(sibling.traitCollection.userInterfaceStyle == .light)
    #expect(window.traitOverrides.contains(ThemeTrait.self) == false)
    parent.traitOverrides.remove(ThemeTrait.self)
    parent.updateTraitsIfNeeded()
    #expect(child.traitCollection[ThemeTrait.self] == "standard")
  }

  @Test func handlersReceiveTheViewItselfWhateverTheirParameterType() {
    // Guards TypedTraitRegistration's unchecked pass of class-typed environments.
    final class CardView: UIView {}
    let window = makeWindow()
    let card = CardView()
    window.addSubview(card)
    var received: [AnyObject] = []
    card.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: CardView, _) in
      received.append(view)
      #expect(view.traitCollection.userInterfaceStyle == .dark)
    }
    card.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: UIView, _) in
      received.append(view)
    }
    // A type the view is not: refused, never called.
    card.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIWindow, _) in
      Issue.record("called with the wrong type")
    }
    window.overrideUserInterfaceStyle = .dark
    CATransaction.flush()
    #expect(received.count == 2)
    #expect(received.allSatisfy { $0 === card })
    // The handlers hold `received`, which holds the card, which holds the handlers.
    received.removeAll()
  }

  @Test func handlersFireOnceOnlyForTheirTraitsWithThePreviousTraits() {
    let window = makeWindow()
    let view = UIView()
    window.addSubview(view)
    var styleChanges: [(UIUserInterfaceStyle, UIUserInterfaceStyle)] = []
    var themeChanges = 0
    view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: UIView, previous) in
      styleChanges.append((previous.userInterfaceStyle, view.traitCollection.userInterfaceStyle))
    }
    let themeRegistration = view.registerForTraitChanges([ThemeTrait.self]) { (_: UIView, _) in
      themeChanges += 1
    }
    window.traitOverrides.userInterfaceStyle = .dark
    window.traitOverrides.userInterfaceStyle = .light
    window.traitOverrides.userInterfaceStyle = .dark  // several changes before the update: one call
    window.traitOverrides.displayScale = 3  // not registered
    CATransaction.flush()
    #expect(styleChanges.count == 1)
    #expect(styleChanges.first?.0 == .light && styleChanges.first?.1 == .dark)
    #expect(themeChanges == 0)
    window.traitOverrides[ThemeTrait.self] = "ocean"
    CATransaction.flush()
    #expect(themeChanges == 1 && styleChanges.count == 1)
    view.unregisterForTraitChanges(themeRegistration)
    window.traitOverrides[ThemeTrait.self] = "forest"
    CATransaction.flush()
    #expect(themeChanges == 1)
  }

  @Test func targetActionsFireLikeHandlersAndHoldTheirTargetWeakly() {
    let window = makeWindow()
    let view = ActionView()
    window.addSubview(view)
    var target: ActionTarget? = ActionTarget()
    view.registerForTraitChanges([UITraitUserInterfaceStyle.self], action: ActionView.redraw)
    view.registerForTraitChanges([UITraitUserInterfaceStyle.self], action: ActionView.refresh(_:))
    view.registerForTraitChanges(
      [UITraitUserInterfaceStyle.self], action: ActionView.refresh(_:previousTraitCollection:))
    view.registerForTraitChanges(
      [UITraitUserInterfaceStyle.self], target: target!, action: ActionTarget.styleChanged)
    view.registerForTraitChanges(
      [ThemeTrait.self], target: target!,
      action: ActionTarget.themeChanged(_:previousTraitCollection:))
    window.overrideUserInterfaceStyle = .dark
    CATransaction.flush()
    #expect(view.calls == ["redraw", "refresh(dark)", "refresh(dark, was light)"])
    #expect(target?.calls == ["styleChanged[dark]"])
    window.traitOverrides[ThemeTrait.self] = "ocean"
    CATransaction.flush()
    #expect(target?.calls == ["styleChanged[dark]", "themeChanged(ocean, was standard)"])
    weak let released = target
    target = nil
    #expect(released == nil)  // the registration did not retain it
    window.overrideUserInterfaceStyle = .light
    CATransaction.flush()  // the target's action is skipped, the view's still run
    #expect(view.calls.count == 6)
  }

  @Test func handlersRunBeforeLayoutWithCurrentSet() {
    let log = ViewLog()
    let window = makeWindow()
    let view = SpyView("view", log: log)
    window.addSubview(view)
    view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: SpyView, _) in
      view.log.entries.append("handler[\(UITraitCollection.current.userInterfaceStyle)]")
      view.setNeedsLayout()
    }
    CATransaction.flush()
    log.entries = []
    window.overrideUserInterfaceStyle = .dark
    CATransaction.flush()
    // The spy's methods read the style when they log, so automatic trait
    // tracking re-runs them too; the handler comes first.
    #expect(
      log.entries == ["handler[dark]", "updateProperties[dark] view", "layoutSubviews[dark] view"])
  }

  @Test func currentIsTheViewsTraitsInsideEachSpecialMethod() {
    let log = ViewLog()
    let window = makeWindow(style: .dark)
    let view = DrawingView("drawing", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(view)
    view.tintColor = .systemRed
    view.setNeedsLayout()
    view.setNeedsUpdateProperties()
    CATransaction.flush()
    #expect(log.entries.contains("tintColorDidChange drawing"))
    #expect(log.entries.contains("updateProperties[dark] drawing"))
    #expect(log.entries.contains("layoutSubviews[dark] drawing"))
    #expect(log.entries.contains("draw drawing[dark]"))
    // Order within a commit: update properties, then layout, then display.
    let order = log.entries.filter {
      $0.hasPrefix("update") || $0.hasPrefix("layout") || $0.hasPrefix("draw")
    }
    #expect(
      order == [
        "updateProperties[dark] drawing", "layoutSubviews[dark] drawing", "draw drawing[dark]",
      ])
  }

  @Test func traitsReadInLayoutDrawAndUpdatePropertiesReRunThem() {
    let log = ViewLog()
    let window = makeWindow()
    let reader = DrawingView("reader", log: log, frame: CGRect(x: 0, y: 0, width: 4, height: 4))
    reader.onLayout = { _ = $0.traitCollection.horizontalSizeClass }
    reader.onUpdateProperties = { _ = $0.traitCollection[ThemeTrait.self] }
    window.addSubview(reader)
    reader.setNeedsLayout()
    CATransaction.flush()
    log.entries = []
    window.traitOverrides.horizontalSizeClass = .compact  // read in layoutSubviews
    CATransaction.flush()
    #expect(log.entries.filter { $0.hasPrefix("layout") }.count == 1)
    #expect(log.entries.filter { $0.hasPrefix("update") }.isEmpty)
    log.entries = []
    window.traitOverrides[ThemeTrait.self] = "ocean"  // read in updateProperties; also recolors
    CATransaction.flush()
    #expect(log.entries.filter { $0.hasPrefix("update") }.count == 1)
    log.entries = []
    window.traitOverrides[CountTrait.self] = 5  // read nowhere
    CATransaction.flush()
    #expect(log.entries.isEmpty)
  }

  @Test func viewOwnedDynamicColorsFollowTraitsLayerOwnedOnesDoNot() {
    let window = makeWindow()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(view)
    view.backgroundColor = .systemBackground
    view.layer.borderColor = view.traitCollection.performAsCurrentValue { UIColor.label.cgColor }
    #expect(view.layer.backgroundColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
    window.screen.userInterfaceStyle = .dark  // the system appearance flips
    CATransaction.flush()
    #expect(view.traitCollection.userInterfaceStyle == .dark)
    #expect(view.layer.backgroundColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
    #expect(view.layer.borderColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))  // unchanged
  }

  @Test func drawingViewsRedrawOnColorChangesOthersNever() {
    let log = ViewLog()
    let window = makeWindow()
    let drawing = DrawingView("drawing", log: log, frame: CGRect(x: 0, y: 0, width: 8, height: 8))
    let plain = SpyView("plain", log: log, frame: CGRect(x: 0, y: 0, width: 8, height: 8))
    window.addSubview(drawing)
    window.addSubview(plain)
    CATransaction.flush()
    #expect(plain.layer.contents == nil)  // D-14: no backing store without draw(_:)
    #expect(drawing.layer.contents != nil)
    log.entries = []
    window.overrideUserInterfaceStyle = .dark
    CATransaction.flush()
    #expect(log.entries.filter { $0.hasPrefix("draw") } == ["draw drawing[dark]"])
  }

  @Test func handlersMayRemoveAndReleaseViewsTheSwitchHasStillToVisit() {
    // The propagation borrows subviews and registrations from the arrays it walks (no retain
    // each); a handler that removes the next sibling, its only owner, must not leave the walk
    // holding a dangling view.
    let window = makeWindow()
    let container = UIView()
    window.addSubview(container)
    var first: UIView? = UIView()
    var second: UIView? = UIView()
    container.addSubview(first!)
    container.addSubview(second!)
    weak let weakSecond = second
    var styles: [UIUserInterfaceStyle] = []
    first!.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: UIView, _) in
      view.superview?.subviews.last?.removeFromSuperview()
      view.unregisterForTraitChanges(
        view.registerForTraitChanges([UITraitDisplayScale.self]) { (_: UIView, _) in })
    }
    second!.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: UIView, _) in
      styles.append(view.traitCollection.userInterfaceStyle)
    }
    first = nil
    second = nil
    window.overrideUserInterfaceStyle = .dark
    CATransaction.flush()
    #expect(container.subviews.count == 1)
    #expect(styles == [.dark])  // visited from the walk's own copy of the subviews
    #expect(weakSecond == nil)  // and released once the walk was done with it
  }

  @Test func aHandlerThatKeepsChangingTraitsIsStopped() {
    let window = makeWindow()
    let view = UIView()
    window.addSubview(view)
    var calls = 0
    view.registerForTraitChanges([CountTrait.self]) { (view: UIView, _) in
      calls += 1
      view.traitOverrides[CountTrait.self] = calls  // changes its own trait again
    }
    view.traitOverrides[CountTrait.self] = -1
    CATransaction.flush()  // must return
    #expect(calls > 1 && calls <= 20)
  }
}

extension UITraitCollection {
  /// Runs `body` as current and returns its value.
  @MainActor
  func performAsCurrentValue<T>(_ body: () -> T) -> T {
    var value: T?
    performAsCurrent { value = body() }
    return value ?? body()
  }
}

/// A view whose trait actions log what they saw.
@MainActor final class ActionView: UIView {
  var calls: [String] = []

  func redraw() { calls.append("redraw") }

  func refresh(_ environment: any UITraitEnvironment) {
    calls.append("refresh(\(environment.traitCollection.userInterfaceStyle))")
  }

  func refresh(_ environment: any UITraitEnvironment, previousTraitCollection: UITraitCollection) {
    calls.append(
      "refresh(\(environment.traitCollection.userInterfaceStyle), "
        + "was \(previousTraitCollection.userInterfaceStyle))")
  }
}

/// A target outside the view tree, as a view controller would be.
@MainActor final class ActionTarget {
  var calls: [String] = []

  func styleChanged() {
    calls.append("styleChanged[\(UITraitCollection.current.userInterfaceStyle)]")
  }

  func themeChanged(
    _ environment: any UITraitEnvironment, previousTraitCollection: UITraitCollection
  ) {
    calls.append(
      "themeChanged(\(environment.traitCollection[ThemeTrait.self]), "
        + "was \(previousTraitCollection[ThemeTrait.self]))")
  }
}
