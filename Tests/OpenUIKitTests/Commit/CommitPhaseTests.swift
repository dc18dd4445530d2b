import Foundation
@_spi(Compositor) import OpenCoreGraphics
@_spi(OpenUIKit) import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting
import Synchronization
import Testing

/// Marks one view dark the first time it lays out, as a container that picks its children's
/// appearance from its own size would.
private final class DarkeningContainer: UIView {
  var darkened: UIView?
  var layouts = 0
  override func layoutSubviews() {
    super.layoutSubviews()
    layouts += 1
    darkened?.overrideUserInterfaceStyle = .dark
  }
}

/// A view that asks for `updateProperties()` and `updateConstraints()` from its own layout.
private final class AskingView: UIView {
  var log: [String] = []
  var asksDuringLayout = true
  override func layoutSubviews() {
    super.layoutSubviews()
    log.append("layoutSubviews")
    guard asksDuringLayout else { return }
    asksDuringLayout = false
    setNeedsUpdateProperties()
    setNeedsUpdateConstraints()
  }
  override func updateProperties() {
    super.updateProperties()
    log.append("updateProperties")
    backgroundColor = .black
  }
  override func updateConstraints() {
    log.append("updateConstraints")
    super.updateConstraints()
  }
}

/// A view whose layout and trait handler keep asking for each other: a loop.
private final class FlipFlopView: UIView {
  override func layoutSubviews() {
    super.layoutSubviews()
    overrideUserInterfaceStyle = traitCollection.userInterfaceStyle == .dark ? .light : .dark
  }
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    setNeedsLayout()
  }
}

/// The commit reruns its phases: one `CommitPhase` list, run from the earliest dirty phase until
/// none is dirty, within a bound; the probes of the issue that asked for it.
@MainActor @Suite struct CommitPhaseTests {
  /// The window's top-left pixel after the last render.
  func corner(of window: UIWindow) throws -> [UInt8] {
    let image = try #require(window.renderer?.makeImage())
    return Array(try rgbaPixels(of: image)[0..<4])
  }

  @Test func aTraitOverrideSetDuringLayoutShowsInTheSameCommit() throws {
    let window = makeWindow(size: CGSize(width: 40, height: 40))
    let container = DarkeningContainer(frame: window.bounds)
    let child = UIView(frame: container.bounds)
    child.backgroundColor = UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
    var styles: [UIUserInterfaceStyle] = []
    child.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: UIView, _) in
      styles.append(view.traitCollection.userInterfaceStyle)
    }
    container.darkened = child
    container.addSubview(child)
    window.addSubview(container)
    let frames = try #require(window.renderer).frameCount
    runCommit()
    #expect(container.layouts == 1)
    #expect(styles == [.dark])
    #expect(child.traitCollection.userInterfaceStyle == .dark)
    // One frame, and it is the dark one: no stale light frame first.
    #expect(window.renderer?.frameCount == frames + 1)
    #expect(try corner(of: window) == [0, 0, 0, 255])
  }

  @Test func propertiesAndConstraintsAskedForDuringLayoutRunInTheSameCommit() throws {
    let window = makeWindow(size: CGSize(width: 40, height: 40))
    let view = AskingView(frame: window.bounds)
    view.backgroundColor = .white
    window.addSubview(view)
    let frames = try #require(window.renderer).frameCount
    runCommit()
    // The first updateProperties() (every view's, before its first layout), layout; then the
    // commit goes back: updateProperties() before updateConstraints(), the phases' order.
    #expect(
      view.log == ["updateProperties", "layoutSubviews", "updateProperties", "updateConstraints"])
    #expect(window.renderer?.frameCount == frames + 1)
    #expect(try corner(of: window) == [0, 0, 0, 255])
  }

  @Test func phasesRunInTheirDocumentedOrder() {
    #expect(
      CommitPhase.allCases == [
        .traits, .properties, .updateConstraints, .layout, .semantics, .display, .render,
      ])
    #expect(CommitPhase.traits < .layout && CommitPhase.display < .render)
  }

  @Test func aCommitStoppedAtAPhaseRunsEarlierPhasesAgainWhenTheyAreDirtied() {
    let window = makeWindow(size: CGSize(width: 40, height: 40))
    let container = DarkeningContainer(frame: window.bounds)
    let child = UIView(frame: container.bounds)
    container.darkened = child
    container.addSubview(child)
    window.addSubview(container)
    runCommit(upTo: .layout)
    // Layout sent the commit back to traits, which ran before it stopped.
    #expect(child.traitCollection.userInterfaceStyle == .dark)
    runCommit()
  }

  @Test func phasesThatKeepSendingTheCommitBackStopAtTheBoundAndNameTheView() throws {
    let window = makeWindow(size: CGSize(width: 40, height: 40))
    let view = FlipFlopView(frame: window.bounds)
    window.addSubview(view)
    let lines = Mutex<[String]>([])
    Diagnostics.observe { line in lines.withLock { $0.append(line) } }
    defer { Diagnostics.observe(nil) }
    runCommit()
    let report = try #require(
      lines.withLock { $0 }.first { $0.contains("kept invalidating each other") })
    #expect(report.contains("FlipFlopView"))
    #expect(report.contains("\(CommitPhase.maximumReruns)"))
    // It gave up until the next change: nothing is left waiting.
    #expect(!view.layer.needsLayout())
    #expect(!CATransaction.hasPendingCommit)
  }
}
