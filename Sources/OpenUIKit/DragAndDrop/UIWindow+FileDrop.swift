import Foundation

/// Files dropped on the window (a host's drop event, SDL's `SDL_DROPFILE`) reach the nearest
/// ``UIDropInteraction`` under the drop that can handle them, in UIKit's order: `canHandle`,
/// `sessionDidEnter`, `sessionDidUpdate`; then, for `.copy` or `.move`, `performDrop` and
/// `concludeDrop`, else `sessionDidExit`; and `sessionDidEnd`.
///
/// SDL 2 tells a drop only when it lands (not while it is dragged over the window), so a session
/// enters, updates once and ends at once; there is no hover highlight while dragging.
extension UIWindow {
  /// Feeds files dropped at `location` (window coordinates); answers whether a view took them.
  @_spi(Platform)
  @discardableResult
  public func handleFileDrop(_ urls: [URL], at location: CGPoint) -> Bool {
    guard !urls.isEmpty, location.x.isFinite, location.y.isFinite else { return false }
    let session = FileDropSession(urls: urls, at: location, in: self)
    guard !session.items.isEmpty else { return false }
    var view = hitTest(location, with: nil) ?? self
    while true {
      for case let interaction as UIDropInteraction in view.interactions {
        guard let delegate = interaction.delegate,
          delegate.dropInteraction(interaction, canHandle: session)
        else { continue }
        delegate.dropInteraction(interaction, sessionDidEnter: session)
        let proposal = delegate.dropInteraction(interaction, sessionDidUpdate: session)
        // A file from another application is copied; a move is taken as a copy.
        let taken = proposal.operation == .copy || proposal.operation == .move
        if taken {
          delegate.dropInteraction(interaction, performDrop: session)
          delegate.dropInteraction(interaction, concludeDrop: session)
        } else {
          delegate.dropInteraction(interaction, sessionDidExit: session)
        }
        delegate.dropInteraction(interaction, sessionDidEnd: session)
        return taken
      }
      guard let parent = view.superview else { return false }
      view = parent
    }
  }
}
