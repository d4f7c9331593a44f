import GRDB

extension ContactStore {
  /// The store's migrations, in order. Each is named and never edited once released: add new ones.
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1 contacts") { db in
      try db.execute(
        sql: """
          CREATE TABLE storeInfo (
            key TEXT PRIMARY KEY NOT NULL,
            value TEXT NOT NULL
          );
          CREATE TABLE contact (
            rowid INTEGER PRIMARY KEY,
            uid TEXT NOT NULL UNIQUE,
            revision INTEGER NOT NULL,
            kind TEXT NOT NULL,
            displayName TEXT NOT NULL,
            sortKey TEXT NOT NULL,
            prefix TEXT NOT NULL,
            given TEXT NOT NULL,
            middle TEXT NOT NULL,
            family TEXT NOT NULL,
            suffix TEXT NOT NULL,
            previousFamily TEXT NOT NULL,
            nicknames TEXT NOT NULL,
            phoneticGiven TEXT NOT NULL,
            phoneticMiddle TEXT NOT NULL,
            phoneticFamily TEXT NOT NULL,
            phoneticOrganization TEXT NOT NULL,
            organization TEXT NOT NULL,
            department TEXT NOT NULL,
            jobTitle TEXT NOT NULL,
            phones TEXT NOT NULL,
            emails TEXT NOT NULL,
            relations TEXT NOT NULL,
            body TEXT NOT NULL,
            note TEXT NOT NULL,
            fingerprint INTEGER NOT NULL,
            modifiedAt REAL NOT NULL
          );
          CREATE INDEX contact_sortKey ON contact(sortKey);
          CREATE TABLE contactPhoto (
            contactRowid INTEGER PRIMARY KEY NOT NULL REFERENCES contact(rowid) ON DELETE CASCADE,
            mediaType TEXT,
            data BLOB NOT NULL
          );
          CREATE TABLE contactGroup (
            id TEXT PRIMARY KEY NOT NULL,
            name TEXT NOT NULL UNIQUE
          );
          CREATE TABLE groupMember (
            groupID TEXT NOT NULL REFERENCES contactGroup(id) ON DELETE CASCADE,
            contactRowid INTEGER NOT NULL REFERENCES contact(rowid) ON DELETE CASCADE,
            PRIMARY KEY (groupID, contactRowid)
          ) WITHOUT ROWID;
          CREATE INDEX groupMember_contact ON groupMember(contactRowid);
          CREATE TABLE change (
            sequence INTEGER PRIMARY KEY AUTOINCREMENT,
            uid TEXT NOT NULL,
            kind INTEGER NOT NULL
          );
          """)
    }
    migrator.registerMigration("v1 app state") { db in
      // App-only state: not part of any contact, and not derived from contacts either.
      try db.execute(
        sql: """
          CREATE TABLE me (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            contactUID TEXT NOT NULL REFERENCES contact(uid) ON DELETE CASCADE ON UPDATE CASCADE
          );
          CREATE TABLE favorite (
            contactUID TEXT PRIMARY KEY NOT NULL
              REFERENCES contact(uid) ON DELETE CASCADE ON UPDATE CASCADE,
            position INTEGER NOT NULL,
            addedAt REAL NOT NULL
          );
          CREATE TABLE usage (
            id INTEGER PRIMARY KEY,
            contactUID TEXT NOT NULL REFERENCES contact(uid) ON DELETE CASCADE ON UPDATE CASCADE,
            action TEXT NOT NULL,
            at REAL NOT NULL
          );
          CREATE INDEX usage_contact ON usage(contactUID, at);
          CREATE TABLE learnedAlias (
            phrase TEXT NOT NULL,
            contactUID TEXT NOT NULL REFERENCES contact(uid) ON DELETE CASCADE ON UPDATE CASCADE,
            weight INTEGER NOT NULL,
            updatedAt REAL NOT NULL,
            PRIMARY KEY (phrase, contactUID)
          ) WITHOUT ROWID;
          CREATE TABLE outbox (
            id INTEGER PRIMARY KEY,
            contactUID TEXT REFERENCES contact(uid) ON DELETE SET NULL ON UPDATE CASCADE,
            channel TEXT NOT NULL,
            recipient TEXT NOT NULL,
            body TEXT NOT NULL,
            createdAt REAL NOT NULL,
            status TEXT NOT NULL
          );
          """)
    }
    migrator.registerMigration("v2 access") { db in
      // Which limited client created which contact (it keeps seeing them), and who sent, called and saved.
      try db.execute(
        sql: """
          CREATE TABLE clientContact (
            owner TEXT NOT NULL,
            contactUID TEXT NOT NULL REFERENCES contact(uid) ON DELETE CASCADE ON UPDATE CASCADE,
            PRIMARY KEY (owner, contactUID)
          ) WITHOUT ROWID;
          CREATE TABLE activity (
            id INTEGER PRIMARY KEY,
            at REAL NOT NULL,
            client TEXT NOT NULL,
            kind TEXT NOT NULL,
            contactUID TEXT,
            count INTEGER NOT NULL
          );
          """)
    }
    return migrator
  }
}
