import Foundation

/// A valid PNG of `side` × `side` black gray pixels, encoded by hand in about 1.6 MB (deflate with
/// fixed codes: one literal, then 258-byte copies of it), so that a probe can hand the decoder a
/// small file that expands to a huge image.
enum PNGOfZeros {
  static func make(side: Int) -> Data {
    var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    var header = Data()
    header.append(bigEndian: UInt32(side))
    header.append(bigEndian: UInt32(side))
    header.append(contentsOf: [8, 0, 0, 0, 0])  // 8-bit gray, no interlace
    png.append(chunk: "IHDR", header)
    png.append(chunk: "IDAT", zlibOfZeros(count: (side + 1) * side))
    png.append(chunk: "IEND", Data())
    return png
  }

  /// A zlib stream of `count` zero bytes.
  static func zlibOfZeros(count: Int) -> Data {
    var bits = BitWriter()
    bits.write(1, count: 1)  // final block
    bits.write(1, count: 2)  // fixed Huffman codes
    var remaining = count
    if remaining > 0 {
      bits.writeCode(0b0011_0000, length: 8)  // literal 0
      remaining -= 1
    }
    while remaining >= 3 {
      let length = min(remaining, 258)
      writeLength(length, to: &bits)
      bits.writeCode(0, length: 5)  // distance 1
      remaining -= length
    }
    for _ in 0..<remaining { bits.writeCode(0b0011_0000, length: 8) }
    bits.writeCode(0, length: 7)  // end of block (256)
    var data = Data([0x78, 0x01])
    data.append(bits.finished)
    // Adler-32 of zeros: a stays 1, b grows by 1 per byte.
    let b = UInt32(count % 65521)
    data.append(bigEndian: b << 16 | 1)
    return data
  }

  /// Length `length` (3...258) as a fixed-Huffman length code and its extra bits.
  static func writeLength(_ length: Int, to bits: inout BitWriter) {
    let bases = [
      3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
      131, 163, 195, 227, 258,
    ]
    let extras = [
      0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    let index = bases.lastIndex { $0 <= length } ?? 0
    let symbol = 257 + index
    if symbol <= 279 {
      bits.writeCode(UInt32(symbol - 256), length: 7)
    } else {
      bits.writeCode(UInt32(0b1100_0000 + symbol - 280), length: 8)
    }
    bits.write(UInt32(length - bases[index]), count: extras[index])
  }

  struct BitWriter {
    var bytes = Data()
    private var current: UInt32 = 0
    private var used = 0

    /// Writes `count` bits of `value`, least significant first (deflate's bit order).
    mutating func write(_ value: UInt32, count: Int) {
      for bit in 0..<count {
        current |= ((value >> UInt32(bit)) & 1) << UInt32(used)
        used += 1
        if used == 8 { flush() }
      }
    }

    /// Writes a Huffman code, most significant bit first.
    mutating func writeCode(_ code: UInt32, length: Int) {
      for bit in (0..<length).reversed() { write((code >> UInt32(bit)) & 1, count: 1) }
    }

    private mutating func flush() {
      bytes.append(UInt8(current))
      current = 0
      used = 0
    }

    var finished: Data {
      var copy = self
      if copy.used > 0 { copy.flush() }
      return copy.bytes
    }
  }
}

extension Data {
  mutating func append(bigEndian value: UInt32) {
    append(contentsOf: [
      UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF),
    ])
  }

  mutating func append(chunk type: String, _ body: Data) {
    append(bigEndian: UInt32(body.count))
    let typed = Data(type.utf8) + body
    append(typed)
    append(bigEndian: CRC32.of(typed))
  }
}

/// PNG's CRC-32.
enum CRC32 {
  static let table: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
  }

  static func of(_ data: Data) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in data { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return crc ^ 0xFFFF_FFFF
  }
}
