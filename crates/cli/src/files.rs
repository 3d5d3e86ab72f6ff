//! Reading the files the commands are given, one way for all of them: which files a
//! directory holds, and a file's text.

use std::io;
use std::path::{Path, PathBuf};

/// The files under `dir` whose extension is `extension` in any case, sorted, found
/// recursively. Symbolic links to files are followed, links to directories are not (no
/// loops). An error names the directory that could not be read.
pub(crate) fn walk(dir: &Path, extension: &str) -> Result<Vec<PathBuf>, (PathBuf, io::Error)> {
    let mut files = Vec::new();
    walk_into(dir, extension, &mut files)?;
    Ok(files)
}

/// [`walk`] into `files`: what was found before an error stays there.
pub(crate) fn walk_into(
    dir: &Path,
    extension: &str,
    files: &mut Vec<PathBuf>,
) -> Result<(), (PathBuf, io::Error)> {
    let fail = |e| (dir.to_path_buf(), e);
    let mut entries: Vec<(PathBuf, bool)> = Vec::new();
    for entry in std::fs::read_dir(dir).map_err(fail)? {
        let entry = entry.map_err(fail)?;
        let is_dir = entry.file_type().map_err(fail)?.is_dir();
        entries.push((entry.path(), is_dir));
    }
    entries.sort();
    for (path, is_dir) in entries {
        if is_dir {
            walk_into(&path, extension, files)?;
        } else if path
            .extension()
            .is_some_and(|ext| ext.eq_ignore_ascii_case(extension))
            && path.is_file()
        {
            files.push(path);
        }
    }
    Ok(())
}

/// The files of `paths`: each file itself, each directory's files with `extension`
/// (see [`walk`]).
pub(crate) fn collect(paths: &[PathBuf], extension: &str) -> anyhow::Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    for path in paths {
        if path.is_dir() {
            files.extend(walk(path, extension).map_err(|(dir, e)| {
                anyhow::Error::new(e).context(format!("cannot read {}", dir.display()))
            })?);
        } else {
            files.push(path.clone());
        }
    }
    Ok(files)
}

/// Text from a file's bytes, with the bytes that are not UTF-8 replaced: comments in
/// old SGF files are often in another encoding, and should not stop a problem or a
/// position from being read.
pub(crate) fn text_of(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A file's text, read as [`text_of`] reads bytes.
pub(crate) fn read_text(path: &Path) -> io::Result<String> {
    std::fs::read(path).map(|bytes| text_of(&bytes))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_walk_finds_the_extension_in_any_case_sorted_and_below() {
        let root = std::env::temp_dir().join(format!("tesuji-walk-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        std::fs::create_dir_all(root.join("b/c")).unwrap();
        for file in ["b/c/z.sgf", "b/a.SGF", "a.sgf", "notes.txt"] {
            std::fs::write(root.join(file), "(;)").unwrap();
        }
        let found: Vec<String> = walk(&root, "sgf")
            .unwrap()
            .iter()
            .map(|p| p.strip_prefix(&root).unwrap().display().to_string())
            .collect();
        assert_eq!(found, ["a.sgf", "b/a.SGF", "b/c/z.sgf"]);
        assert_eq!(
            collect(std::slice::from_ref(&root), "txt").unwrap().len(),
            1
        );
        let missing = root.join("missing");
        assert_eq!(walk(&missing, "sgf").unwrap_err().0, missing);
        std::fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn text_keeps_what_is_not_utf8_as_replacement_characters() {
        assert_eq!(text_of(b"(;C[caf\xe9])"), "(;C[caf\u{fffd}])");
    }
}
