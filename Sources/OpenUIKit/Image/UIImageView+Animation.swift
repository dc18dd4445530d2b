import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

/// An image view's frame animation, as UIKit's: `animationImages` shown in turn on the
/// animation clock, each for `animationDuration / count` seconds, `animationRepeatCount` times
/// (0: until stopped), then the still `image` again. An animated `image`
/// (`UIImage.animatedImage(with:duration:)`) plays its own frames over its duration, from when it
/// is set until another image is, when no `animationImages` are given. Frames are shown as they are (templates are
/// not tinted while animating). Idle once stopped: the ticker leaves the clock.
extension UIImageView {
  /// The frames shown: `animationImages`, else an animated image's.
  var frameImages: [UIImage]? {
    if let frames = animationImages, !frames.isEmpty { return frames }
    return image?.images
  }

  /// The seconds one cycle takes.
  var cycleDuration: TimeInterval {
    let count = Double(frameImages?.count ?? 0)
    let usesImage = animationImages?.isEmpty ?? true
    let given = usesImage ? image?.duration ?? 0 : animationDuration
    let set = given.isFinite && given > 0 ? given : 0
    return set > 0 ? set : count / 30
  }

  /// A new `image`: an animated one plays (when no `animationImages` are given), a still one
  /// ends the frames of the one before.
  func animatedImageDidChange() {
    guard animationImages?.isEmpty ?? true else { return }
    if image?.images?.isEmpty == false {
      if isAnimating { shownFrame = -1 } else { startFrameAnimation() }
    } else if isAnimating {
      stopFrameAnimation()
    }
  }

  func startFrameAnimation() {
    guard let frames = frameImages, !frames.isEmpty, !isAnimating else { return }
    let ticker = frameTicker ?? AnimationTicker { [weak self] time in self?.showFrame(at: time) }
    frameTicker = ticker
    frameAnimationStart = nil
    shownFrame = -1
    ticker.start()
    showFrame(at: CACurrentMediaTime())
  }

  func stopFrameAnimation() {
    guard isAnimating else { return }
    frameTicker?.stop()
    frameAnimationStart = nil
    shownFrame = -1
    applyImage()
  }

  /// New frames while animating: the cycle goes on with them; none stops it.
  func animationImagesDidChange() {
    invalidateIntrinsicContentSize()
    guard isAnimating else { return }
    if frameImages?.isEmpty ?? true {
      stopFrameAnimation()
    } else {
      shownFrame = -1
    }
  }

  /// Shows the frame due at `time`; past the last cycle, stops.
  private func showFrame(at time: CFTimeInterval) {
    guard let frames = frameImages, !frames.isEmpty else { return stopFrameAnimation() }
    let start = frameAnimationStart ?? time
    frameAnimationStart = start
    let cycle = max(cycleDuration, 1e-3)
    let elapsed = max(0, time - start)
    if animationRepeatCount > 0, elapsed >= cycle * Double(animationRepeatCount) {
      return stopFrameAnimation()
    }
    let position = elapsed.truncatingRemainder(dividingBy: cycle) / cycle
    let index = min(frames.count - 1, Int(position * Double(frames.count)))
    guard index != shownFrame else { return }
    shownFrame = index
    layer.contents = frames[index].uprightCGImage()
    layer.contentsScale = frames[index].scale
  }
}
