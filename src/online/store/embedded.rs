//! The embedded store: an SQLite database in the server's data folder (`rooms.sqlite`), written by
//! one thread of its own. The rooms hand it their writes and wait for the commit, and the writes of
//! every room waiting at that moment go in one transaction.
//!
//! The database runs in WAL mode with `synchronous=NORMAL`: a commit survives the server being
//! killed (the operating system holds it), and the file is never left broken; a power cut may lose
//! the last commits, as a full sync per event would cost more than the game's pace allows.

use super::{StoreError, Unfinished, Write};
use rusqlite::{Connection, OptionalExtension, params};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::mpsc;
use tokio::sync::oneshot;

type Batch = (Vec<Write>, oneshot::Sender<Result<(), StoreError>>);

/// The store's writer: a handle the rooms share.
#[derive(Clone)]
pub struct Embedded {
    tx: mpsc::Sender<Batch>,
    path: PathBuf,
}

const SCHEMA: &str = "
PRAGMA journal_mode = WAL;
PRAGMA synchronous = NORMAL;
CREATE TABLE IF NOT EXISTS rooms (code TEXT PRIMARY KEY, room TEXT NOT NULL, used_ms INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS events (code TEXT NOT NULL, n INTEGER NOT NULL, event TEXT NOT NULL,
  PRIMARY KEY (code, n)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS archive (code TEXT PRIMARY KEY, finished TEXT NOT NULL DEFAULT (datetime('now')),
  record TEXT NOT NULL);
";

fn db_error(path: &Path) -> impl Fn(rusqlite::Error) -> StoreError + '_ {
    move |e| StoreError::Database {
        path: path.to_path_buf(),
        source: Arc::new(e),
    }
}

impl Embedded {
    /// Opens (or makes) the store in `dir`; the unfinished rooms it holds, each with its events.
    pub fn open(dir: &Path) -> Result<(Embedded, Vec<Unfinished>), StoreError> {
        std::fs::create_dir_all(dir).map_err(|e| StoreError::Folder {
            path: dir.to_path_buf(),
            source: Arc::new(e),
        })?;
        let path = dir.join("rooms.sqlite");
        let err = db_error(&path);
        let db = Connection::open(&path).map_err(&err)?;
        db.execute_batch(SCHEMA).map_err(&err)?;
        let rooms = read_unfinished(&db, &path)?;
        let (tx, rx) = mpsc::channel::<Batch>();
        let at = path.clone();
        std::thread::Builder::new()
            .name("mehen-store".into())
            .spawn(move || write_loop(db, &at, rx))
            .map_err(|e| StoreError::Writer(Arc::new(e)))?;
        Ok((
            Embedded {
                tx,
                path: path.clone(),
            },
            rooms,
        ))
    }

    /// Writes `writes` in one transaction (with whatever other rooms' writes wait beside them) and
    /// answers once they are committed.
    pub async fn save(&self, writes: Vec<Write>) -> Result<(), StoreError> {
        let (done, committed) = oneshot::channel();
        self.tx
            .send((writes, done))
            .map_err(|_| StoreError::Stopped(self.path.clone()))?;
        committed
            .await
            .map_err(|_| StoreError::Stopped(self.path.clone()))?
    }

    /// The unfinished room `code` with its events, if the store holds it.
    pub async fn load(&self, code: &str) -> Result<Option<Unfinished>, StoreError> {
        let (path, code) = (self.path.clone(), code.to_owned());
        self.read(move |db| read_room(db, &path, &code)).await
    }

    /// The record of the finished game `code` in the archive.
    pub async fn archived(&self, code: &str) -> Result<Option<String>, StoreError> {
        let (path, code) = (self.path.clone(), code.to_owned());
        self.read(move |db| {
            db.query_row(
                "SELECT record FROM archive WHERE code = ?1",
                params![code],
                |r| r.get(0),
            )
            .optional()
            .map_err(db_error(&path))
        })
        .await
    }

    /// Runs `read` on a connection of its own, off the async workers (WAL lets it read while the
    /// writer writes).
    async fn read<T: Send + 'static>(
        &self,
        read: impl FnOnce(&Connection) -> Result<T, StoreError> + Send + 'static,
    ) -> Result<T, StoreError> {
        let path = self.path.clone();
        tokio::task::spawn_blocking(move || {
            let db = Connection::open(&path).map_err(db_error(&path))?;
            read(&db)
        })
        .await
        .map_err(|_| StoreError::Stopped(self.path.clone()))?
    }
}

/// Every unfinished room, each with its events in order. A room that cannot be read is reported by
/// its code rather than stopping the server.
fn read_unfinished(db: &Connection, path: &Path) -> Result<Vec<Unfinished>, StoreError> {
    let err = db_error(path);
    let codes: Vec<String> = db
        .prepare("SELECT code FROM rooms ORDER BY code")
        .map_err(&err)?
        .query_map([], |r| r.get(0))
        .map_err(&err)?
        .collect::<Result<_, _>>()
        .map_err(&err)?;
    let mut out = Vec::new();
    for code in codes {
        out.extend(read_room(db, path, &code)?);
    }
    Ok(out)
}

/// The unfinished room `code` and its events in order (none if it is not there or cannot be read).
fn read_room(db: &Connection, path: &Path, code: &str) -> Result<Option<Unfinished>, StoreError> {
    let err = db_error(path);
    let row = db
        .query_row(
            "SELECT room, used_ms FROM rooms WHERE code = ?1",
            params![code],
            |r| Ok((r.get::<_, String>(0)?, r.get::<_, i64>(1)?)),
        )
        .optional()
        .map_err(&err)?;
    let Some((room, used_ms)) = row else {
        return Ok(None);
    };
    let events: Vec<String> = db
        .prepare("SELECT event FROM events WHERE code = ?1 ORDER BY n")
        .map_err(&err)?
        .query_map(params![code], |r| r.get(0))
        .map_err(&err)?
        .collect::<Result<_, _>>()
        .map_err(&err)?;
    let store = path.display().to_string();
    Ok(super::read_back(
        &store,
        code,
        &room,
        used_ms.max(0) as u64,
        &events,
    ))
}

/// The writer thread: each batch waiting goes into one transaction; every waiting room hears the
/// commit (or why it failed).
fn write_loop(mut db: Connection, path: &Path, rx: mpsc::Receiver<Batch>) {
    while let Ok(first) = rx.recv() {
        let mut batches = vec![first];
        while batches.len() < 512
            && let Ok(more) = rx.try_recv()
        {
            batches.push(more);
        }
        let outcome = commit(&mut db, batches.iter().flat_map(|(w, _)| w)).map_err(db_error(path));
        if let Err(e) = &outcome {
            tracing::warn!("{e}");
        }
        for (_, done) in batches {
            let _ = done.send(outcome.clone());
        }
    }
}

fn commit<'a>(
    db: &mut Connection,
    writes: impl Iterator<Item = &'a Write>,
) -> Result<(), rusqlite::Error> {
    let tx = db.transaction()?;
    for w in writes {
        match w {
            Write::Room(room) => {
                let text = serde_json::to_string(room).expect("a room serializes");
                tx.execute(
                    "INSERT INTO rooms (code, room, used_ms) VALUES (?1, ?2, ?3)
                     ON CONFLICT (code) DO UPDATE SET room = excluded.room, used_ms = excluded.used_ms",
                    params![room.code, text, room.used_ms as i64],
                )?;
            }
            Write::Event {
                code,
                event,
                used_ms,
            } => {
                let text = serde_json::to_string(event).expect("an event serializes");
                tx.execute(
                    "INSERT OR REPLACE INTO events (code, n, event) VALUES (?1, ?2, ?3)",
                    params![code, event.n as i64, text],
                )?;
                tx.execute(
                    "UPDATE rooms SET used_ms = ?2 WHERE code = ?1",
                    params![code, *used_ms as i64],
                )?;
            }
            Write::Finished { code, record } => {
                tx.execute(
                    "INSERT OR REPLACE INTO archive (code, record) VALUES (?1, ?2)",
                    params![code, record],
                )?;
                forget(&tx, code)?;
            }
            Write::Forget { code } => forget(&tx, code)?,
        }
    }
    tx.commit()
}

fn forget(tx: &rusqlite::Transaction, code: &str) -> Result<(), rusqlite::Error> {
    tx.execute("DELETE FROM events WHERE code = ?1", params![code])?;
    tx.execute("DELETE FROM rooms WHERE code = ?1", params![code])?;
    Ok(())
}
