import Foundation
import OpenCoreGraphics
@_spi(OpenUIKit) import OpenQuartzCore
import Testing

/// Counts its display-link calls.
@MainActor private final class Animator {
  var frames: [CFTimeInterval] = []
  func step(_ link: CADisplayLink) { frames.append(link.timestamp) }
}

@MainActor @Suite(.serialized) struct CADisplayLinkTests {
  init() { MediaClock.current = .system }

  /// Removes links another test left scheduled (a scroll view whose test ended mid-fade).
  ///
  /// These tests read the links' global schedule. Called first in each body: another suite's test
  /// may run between this suite's initializer and its body.
  func removeStrayLinks() {
    MediaClock.current = .system
    for link in CADisplayLink.scheduledLinks { link.remove(from: .main, forMode: .common) }
  }

  /// Drives the links as a host would, at 60 Hz from t = 100 for `frames` frames.
  func drive(frames: Int, from start: Double = 100) {
    for frame in 0...frames { CADisplayLink.fireDueLinks(at: start + Double(frame) / 60) }
  }

  @Test func anAddedLinkCallsItsTargetOncePerFrameUntilInvalidated() {
    removeStrayLinks()
    var animator: Animator? = Animator()
    weak let weakAnimator = animator
    let link = CADisplayLink(target: animator!, selector: Animator.step)
    drive(frames: 3)
    #expect(animator?.frames.isEmpty == true)  // not added: never fires
    link.add(to: .main, forMode: .common)
    #expect(CADisplayLink.nextFireTime(now: 200) == 200)  // wakes the host at once
    drive(frames: 4, from: 200)
    #expect(animator?.frames.count == 4)  // the first frame starts the clock
    #expect(abs(link.targetTimestamp - link.timestamp - 1.0 / 60) < 1e-9)
    animator = nil
    #expect(weakAnimator != nil)  // held strongly, as in Core Animation
    link.invalidate()
    #expect(weakAnimator == nil)
    #expect(CADisplayLink.nextFireTime(now: 300) == nil)  // nothing runs: the host sleeps
  }

  @Test func preferredFramesPerSecondAndPausingThinOutTheCalls() {
    removeStrayLinks()
    var count = 0
    let link = CADisplayLink { _ in count += 1 }
    link.preferredFramesPerSecond = 30
    link.add(to: .main, forMode: .default)
    drive(frames: 12, from: 400)
    #expect(count == 6)
    link.isPaused = true
    drive(frames: 12, from: 500)
    #expect(count == 6)
    #expect(CADisplayLink.nextFireTime(now: 600) == nil)
    link.isPaused = false
    link.preferredFramesPerSecond = 240  // above the display's rate: clamped
    drive(frames: 6, from: 700)
    #expect(count == 12)
    link.invalidate()
    drive(frames: 6, from: 800)
    #expect(count == 12)
  }

  @Test func aLateHostSkipsFramesInsteadOfMakingThemUp() {
    removeStrayLinks()
    var timestamps: [CFTimeInterval] = []
    let link = CADisplayLink { timestamps.append($0.timestamp) }
    link.add(to: .main, forMode: .default)
    CADisplayLink.fireDueLinks(at: 900)  // starts the clock
    CADisplayLink.fireDueLinks(at: 901)  // a second late: one call
    CADisplayLink.fireDueLinks(at: 901.001)
    #expect(timestamps.count == 1)
    #expect(link.targetTimestamp > 901)
    link.invalidate()
  }
}
