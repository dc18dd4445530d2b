import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

/// Removes pictures (``ViewPicture``s animated away: a dismissed sheet, deleted table rows) once
/// every animation it is the delegate of has stopped, then runs `completion`.
final class PictureRemover: CAAnimationDelegate {
  private var pictures: [CALayer]
  private var running = 0
  private let completion: (() -> Void)?

  init(_ pictures: [CALayer], completion: (() -> Void)? = nil) {
    self.pictures = pictures
    self.completion = completion
  }

  /// Adds `animation` to `picture` under `key`, with this remover as its delegate.
  func run(_ animation: CAAnimation, on picture: CALayer, forKey key: String) {
    running += 1
    animation.delegate = self
    picture.add(animation, forKey: key)
  }

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    running -= 1
    guard running == 0 else { return }
    for picture in pictures { picture.removeFromSuperlayer() }
    pictures = []
    completion?()
  }
}
