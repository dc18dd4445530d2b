import BenchmarkScenes
import Foundation
@_spi(Platform) import OpenUIKit
import OpenUIKitTesting

// T1 (`../shared/bench/text.md`): 200 keystrokes typed at the start of line 5,000 of a
// 10,000-line document in a text view filling a 1280 × 800 window, then 200 Page Down, each timed
// from the key's delivery to the window until the frame that shows it has been rendered.
//
//     swift run -c release TextBenchmark [--scales 1,2] [--keystrokes 200] [--pages 200] [out]
//
// Prints `openuikit T1key <scale> <median_ms> <p95_ms>` and `openuikit T1page …` per scale (each
// scale in a process of its own), and writes `openuikit_T1_s<scale>_{key,page}.png` into `out`.

/// One run at `scale`.
@MainActor
func measureText(scale: CGFloat, keystrokes: Int, pages: Int, output: URL) throws {
  let clock = TestClock()
  defer { clock.uninstall() }
  let window = UIWindow.headless(size: CGSize(width: 1280, height: 800), scale: scale)
  window.backgroundColor = .white
  let textView = UITextView(frame: window.bounds)
  textView.font = UIFont(name: "DejaVuSans", size: 13)
  textView.textColor = .black
  textView.backgroundColor = .white
  textView.textContainerInset = UIEdgeInsets(top: 8, left: 3, bottom: 8, right: 3)
  let lines = TextDocument.lines()
  let document = lines.joined(separator: "\n")
  check(document.count == 732_146, "the document has \(document.count) characters, not 732,146")
  textView.text = document
  window.addSubview(textView)
  _ = window.renderImage()
  // The caret at the start of line 5,000, that line the first in view.
  let lineStart = lines[..<4999].reduce(0) { $0 + $1.utf16.count + 1 }
  textView.becomeFirstResponder()
  textView.selectedRange = NSRange(location: lineStart, length: 0)
  let top = textView.caretRect(for: textView.selectedTextRange?.start ?? textView.endOfDocument)
    .minY
  textView.contentOffset = CGPoint(x: 0, y: top)
  clock.advanceFrames(1)
  let first = firstLineInView(textView)
  check(
    first == lineStart, "line 5,000 is not the first line in view (\(first ?? -1), \(lineStart))")

  let timer = ContinuousClock()
  var keyTimes: [Double] = []
  var time: TimeInterval = 1
  func press(_ code: UIKeyboardHIDUsage, _ flags: UIKeyModifierFlags = [], text: String? = nil) {
    let key = UIKey(keyCode: code, characters: text ?? "", modifierFlags: flags)
    window.handleKey(key, down: true, timestamp: time)
    if let text { window.handleTextInput(text) }
    window.handleKey(key, down: false, timestamp: time + 0.01)
    time += 0.05
  }
  for character in TextDocument.typed(keystrokes) {
    let start = timer.now
    let shifted = character.isUppercase
    press(.keyboardA, shifted ? .shift : [], text: String(character))
    clock.advanceFrames(1)
    keyTimes.append(milliseconds(timer.now - start))
  }
  let typedLine = (textView.text as NSString).substring(
    with: NSRange(location: lineStart, length: keystrokes))
  check(
    typedLine == TextDocument.typed(keystrokes), "line 5,000 does not start with the typed text")
  try window.renderImage()?.writePNG(
    to: output.appendingPathComponent("openuikit_T1_s\(Int(scale))_key.png"))

  var pageTimes: [Double] = []
  for _ in 0..<pages {
    if textView.contentOffset.y >= textView.contentSize.height - textView.bounds.height - 0.5 {
      press(.keyboardHome, .control)  // untimed: back to the start
      clock.advanceFrames(1)
    }
    let before = textView.contentOffset.y
    let start = timer.now
    press(.keyboardPageDown)
    clock.advanceFrames(1)
    pageTimes.append(milliseconds(timer.now - start))
    check(textView.contentOffset.y != before, "a Page Down did not scroll")
  }
  try window.renderImage()?.writePNG(
    to: output.appendingPathComponent("openuikit_T1_s\(Int(scale))_page.png"))
  keyTimes.sort()
  pageTimes.sort()
  print(
    String(
      format: "openuikit T1key %d %.3f %.3f", Int(scale), percentile(keyTimes, 0.5),
      percentile(keyTimes, 0.95)))
  print(
    String(
      format: "openuikit T1page %d %.3f %.3f", Int(scale), percentile(pageTimes, 0.5),
      percentile(pageTimes, 0.95)))
  print(String(format: "openuikit T1rss %d %.1f", Int(scale), peakRSSMiB()))
}

/// The offset of the first character in view.
@MainActor
func firstLineInView(_ textView: UITextView) -> Int? {
  let point = CGPoint(x: 0, y: textView.contentOffset.y + 2)
  return textView.closestPosition(to: point).map {
    textView.offset(from: textView.beginningOfDocument, to: $0)
  }
}

func check(_ condition: Bool, _ failure: String) {
  if !condition { print("CHECK FAILED: \(failure)") }
}

var arguments = BenchmarkArguments()
let keystrokes = arguments.option("--keystrokes").flatMap(Int.init) ?? 200
let pages = arguments.option("--pages").flatMap(Int.init) ?? 200
if let single = arguments.option("--child").flatMap(Double.init) {
  let output = arguments.outputDirectory
  try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
  try MainActor.assumeIsolated {
    try measureText(scale: CGFloat(single), keystrokes: keystrokes, pages: pages, output: output)
  }
} else {
  let scales = arguments.list("--scales") { Int($0) } ?? [1, 2]
  let output = arguments.outputDirectory
  for scale in scales {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = [
      "--child", "\(scale)", "--keystrokes", "\(keystrokes)", "--pages", "\(pages)", output.path,
    ]
    try process.run()
    process.waitUntilExit()
  }
}
