import Foundation
import OpenUIKitTesting
import Testing

@_spi(Platform) @testable import OpenUIKit

/// Files dropped on the window reach `UIDropInteraction`s in UIKit's order, shaped after Apple's
/// "adopting drag and drop in a custom view" sample: a photo well that takes images, inside a
/// notes view that takes text files.
@MainActor @Suite(.serialized) struct FileDropTests {
  /// Takes one image: copies it when the drop is over the well, loads it on performDrop.
  final class PhotoWell: UIImageView, UIDropInteractionDelegate {
    var log: [String] = []

    func dropInteraction(
      _ interaction: UIDropInteraction, canHandle session: any UIDropSession
    ) -> Bool {
      log.append("canHandle")
      return session.canLoadObjects(ofClass: UIImage.self) && session.items.count == 1
    }

    func dropInteraction(
      _ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession
    ) { log.append("enter") }

    func dropInteraction(
      _ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession
    ) -> UIDropProposal {
      let point = session.location(in: self)
      log.append("update \(Int(point.x)),\(Int(point.y))")
      return UIDropProposal(operation: bounds.contains(point) ? .copy : .forbidden)
    }

    func dropInteraction(
      _ interaction: UIDropInteraction, performDrop session: any UIDropSession
    ) {
      log.append("perform")
      // As Apple's "Adopting drag and drop in a custom view" writes it.
      session.loadObjects(ofClass: UIImage.self) { [weak self] imageItems in
        // swift-format-ignore: NeverForceUnwrap
        let images = imageItems as! [UIImage]
        self?.image = images.first
        self?.log.append("loaded \(images.count)")
      }
    }

    func dropInteraction(
      _ interaction: UIDropInteraction, concludeDrop session: any UIDropSession
    ) { log.append("conclude") }

    func dropInteraction(
      _ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession
    ) { log.append("exit") }

    func dropInteraction(
      _ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession
    ) { log.append("end") }
  }

  /// Takes text files anywhere, relying on the delegate's defaults otherwise.
  final class NotesView: UIView, UIDropInteractionDelegate {
    var texts: [String] = []

    func dropInteraction(
      _ interaction: UIDropInteraction, canHandle session: any UIDropSession
    ) -> Bool {
      session.hasItemsConforming(toTypeIdentifiers: ["public.plain-text"])
    }

    func dropInteraction(
      _ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession
    ) -> UIDropProposal { UIDropProposal(operation: .copy) }

    func dropInteraction(
      _ interaction: UIDropInteraction, performDrop session: any UIDropSession
    ) {
      session.loadObjects(ofClass: String.self) { [weak self] strings in
        self?.texts += strings
      }
    }
  }

  func files() throws -> (image: URL, text: URL) {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("FileDropTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let image = directory.appendingPathComponent("Sunset.png")
    // At scale 1 whatever the main screen's scale (tests running beside this one change it).
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 3), format: format)
    try renderer.pngData { context in
      UIColor.orange.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 4, height: 3))
    }.write(to: image)
    let text = directory.appendingPathComponent("Groceries.txt")
    try Data("milk\neggs".utf8).write(to: text)
    return (image, text)
  }

  func install() -> (UIWindow, NotesView, PhotoWell) {
    let window = makeWindow(size: CGSize(width: 400, height: 300))
    let notes = NotesView(frame: window.bounds)
    notes.addInteraction(UIDropInteraction(delegate: notes))
    window.addSubview(notes)
    let well = PhotoWell(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
    well.isUserInteractionEnabled = true
    well.addInteraction(UIDropInteraction(delegate: well))
    notes.addSubview(well)
    return (window, notes, well)
  }

  /// Lets the main queue run what was handed to it.
  func drainMainQueue() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      DispatchQueue.main.async { continuation.resume() }
    }
  }

  @Test func anImageDroppedOnTheWellIsCopiedAndLoadedOnTheMainQueue() async throws {
    let (window, _, well) = install()
    defer { window.isHidden = true }
    let (image, _) = try files()
    #expect(window.handleFileDrop([image], at: CGPoint(x: 50, y: 40)))
    #expect(well.log == ["canHandle", "enter", "update 30,20", "perform", "conclude", "end"])
    for _ in 0..<50 where well.image == nil {
      try await Task.sleep(nanoseconds: 10_000_000)
      await drainMainQueue()
    }
    #expect(well.log.last == "loaded 1")
    #expect(well.image?.size == CGSize(width: 4, height: 3))
  }

  @Test func aTextFileFallsThroughToTheViewThatTakesIt() async throws {
    let (window, notes, well) = install()
    defer { window.isHidden = true }
    let (_, text) = try files()
    #expect(window.handleFileDrop([text], at: CGPoint(x: 50, y: 40)))
    #expect(well.log == ["canHandle"])  // the well declines; its superview takes it
    for _ in 0..<50 where notes.texts.isEmpty {
      try await Task.sleep(nanoseconds: 10_000_000)
      await drainMainQueue()
    }
    #expect(notes.texts == ["milk\neggs"])
  }

  @Test func twoImagesAreRefusedAndNothingTakesThem() throws {
    let (window, notes, well) = install()
    defer { window.isHidden = true }
    let (image, _) = try files()
    #expect(!window.handleFileDrop([image, image], at: CGPoint(x: 50, y: 40)))
    #expect(well.log == ["canHandle"])
    #expect(notes.texts.isEmpty)
    #expect(!window.handleFileDrop([], at: CGPoint(x: 50, y: 40)))
    #expect(!window.handleFileDrop([image], at: CGPoint(x: CGFloat.nan, y: 0)))
  }

  @Test func aProviderRegistersTheFilesTypesMostSpecificFirst() throws {
    let (image, text) = try files()
    let provider = try #require(NSItemProvider(contentsOf: image))
    #expect(
      provider.registeredTypeIdentifiers == [
        "public.png", "public.image", "public.data", "public.item", "public.file-url",
      ])
    #expect(provider.suggestedName == "Sunset")
    #expect(provider.canLoadObject(ofClass: UIImage.self))
    #expect(!provider.canLoadObject(ofClass: String.self))
    #expect(try #require(NSItemProvider(contentsOf: text)).canLoadObject(ofClass: String.self))
    #expect(NSItemProvider(contentsOf: URL(string: "https://example.com/a.png")) == nil)
    // A GIF is an image, but not one UIImage decodes here: no UIImage is offered.
    let gif = try #require(NSItemProvider(contentsOf: URL(fileURLWithPath: "/tmp/a.gif")))
    #expect(gif.hasItemConformingToTypeIdentifier("public.image"))
    #expect(!gif.canLoadObject(ofClass: UIImage.self))
  }

  @Test func aProviderMakesAnImageAsFoundationGivesIt() async throws {
    let (image, _) = try files()
    let provider = try #require(NSItemProvider(contentsOf: image))
    let size = await withCheckedContinuation {
      (continuation: CheckedContinuation<CGSize?, Never>) in
      provider.loadObject(ofClass: UIImage.self) { object, _ in
        continuation.resume(returning: (object as? UIImage)?.size)
      }
    }
    #expect(size == CGSize(width: 4, height: 3))
  }
}
