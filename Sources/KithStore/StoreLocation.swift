import Foundation

/// Where the store lives: `--store PATH`, else `$KITH_STORE`, else `$XDG_DATA_HOME/kith/contacts.sqlite`,
/// else `~/.local/share/kith/contacts.sqlite`.
public enum StoreLocation {
  public static func path(explicit: String?, environment: [String: String]) -> String {
    if let explicit, !explicit.isEmpty { return expandTilde(explicit, environment: environment) }
    if let path = environment["KITH_STORE"], !path.isEmpty {
      return expandTilde(path, environment: environment)
    }
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      return data + "/kith/contacts.sqlite"
    }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    return home + "/.local/share/kith/contacts.sqlite"
  }

  static func expandTilde(_ path: String, environment: [String: String]) -> String {
    guard path == "~" || path.hasPrefix("~/") else { return path }
    let home = environment["HOME"] ?? NSHomeDirectory()
    return home + path.dropFirst()
  }

  /// Creates the folder (0700) and an empty store file (0600) if they do not exist yet. SQLite gives its
  /// `-wal` and `-shm` files the permissions of the store file.
  /// True when the store exists but this process may not write it or the folder beside it (a read-only
  /// disk, a file or folder without write permission).
  static func isReadOnly(_ path: String) -> Bool {
    guard FileManager.default.fileExists(atPath: path) else { return false }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    return access(path, W_OK) != 0 || access(folder, W_OK) != 0
  }

  static func prepare(_ path: String) throws {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    let manager = FileManager.default
    if !manager.fileExists(atPath: folder) {
      do {
        try manager.createDirectory(
          atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      } catch {
        throw StoreError.cannotOpen(path: path, reason: "cannot create folder \(folder)")
      }
    }
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw StoreError.cannotOpen(path: path, reason: String(cString: strerror(errno)))
    }
    close(descriptor)
  }
}
