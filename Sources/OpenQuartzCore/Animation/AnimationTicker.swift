import Foundation
import OpenCoreGraphics

/// A callback run once per frame of the animation clock while it is started: the one clock that
/// UIKit's own motion (property animators, scroll deceleration, moving controls) runs on, so that
/// everything moving steps at the same frame time and the clock stops when nothing moves.
///
/// Not API: imported with `@_spi(OpenUIKit)`. Main-thread only.
@_spi(OpenUIKit) public final class AnimationTicker {
  private let tick: @MainActor (CFTimeInterval) -> Void

  /// Whether the ticker is on the clock.
  public private(set) var isRunning = false

  /// How many tickers are on the clock (for tests: what keeps the clock running).
  public static var runningCount: Int { AnimationDriver.shared.tickerCount }

  /// A ticker calling `tick` with each frame's media time once started.
  public init(_ tick: @escaping @MainActor (CFTimeInterval) -> Void) { self.tick = tick }

  /// Puts the ticker on the clock: it is called from the next frame on.
  public func start() {
    guard !isRunning else { return }
    isRunning = true
    AnimationDriver.shared.add(self)
  }

  /// Takes the ticker off the clock (it may stop itself from its own tick).
  public func stop() {
    guard isRunning else { return }
    isRunning = false
    AnimationDriver.shared.remove(self)
  }

  @MainActor func fire(_ time: CFTimeInterval) {
    if isRunning { tick(time) }
  }
}

/// A progress set from outside the timeline: an animation given one shows the value it names,
/// whatever its time (a property animator drives its animations so, scrubbed or on its own curve).
///
/// Not API: imported with `@_spi(OpenUIKit)`.
@_spi(OpenUIKit) public final class AnimationProgress {
  /// The progress: 0 is the animation's start value, 1 its end value; beyond extrapolates (a
  /// spring's overshoot).
  public var value: Double

  /// A progress at `value`.
  public init(_ value: Double = 0) { self.value = value }
}

extension CALayer {
  /// Renders the layer's animations again at the next commit: their driven progress changed.
  ///
  /// Not API: imported with `@_spi(OpenUIKit)`.
  @_spi(OpenUIKit) public func animationProgressDidChange() {
    guard let state = animationState, !state.isEmpty else { return }
    recordChange(state.changes, byModel: false)
  }
}
