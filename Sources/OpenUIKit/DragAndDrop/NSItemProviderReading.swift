import Foundation

/// A class whose objects an item provider can make from data, as Foundation's
/// `NSItemProviderReading` (which Foundation on Linux does not have).
///
/// `UIImage` adopts it, reading PNG and JPEG, so drop code written for iOS
/// (`session.loadObjects(ofClass: UIImage.self) { items in let images = items as! [UIImage] }`)
/// works as written. Its objects cross from the loading queue to the main queue, so it is
/// `Sendable` (Foundation's is not).
public protocol NSItemProviderReading: AnyObject, Sendable {
  /// The type identifiers the class reads, preferred first.
  static var readableTypeIdentifiersForItemProvider: [String] { get }
  /// Makes an object from `data` of `typeIdentifier`; throws when the data cannot be read.
  static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

extension UIImage: NSItemProviderReading {
  /// PNG and JPEG, the formats `UIImage(data:)` decodes.
  public static var readableTypeIdentifiersForItemProvider: [String] {
    ["public.png", "public.jpeg"]
  }

  /// Decodes an image from `data`.
  public static func object(withItemProviderData data: Data, typeIdentifier: String) throws
    -> UIImage
  {
    guard let image = UIImage(data: data) else {
      throw ItemProviderError.undecodable(typeIdentifier)
    }
    return image
  }
}
