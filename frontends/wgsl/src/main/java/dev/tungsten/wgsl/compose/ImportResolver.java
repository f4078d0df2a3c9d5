package dev.tungsten.wgsl.compose;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import dev.tungsten.ir.SourceFile;

/// Finds the file of each module a composition imports.
///
/// A module is a `.wgsl` or `.wesl` file declaring `#define_import_path a::b` (naga_oil's way),
/// found by scanning each import folder recursively and the importing file's own folder (not
/// its subfolders). A WESL module has no such line: its path is its place under a package root
/// (`foo/bar.wesl` is `foo::bar`), and the roots are the main file's folder, then the import
/// folders, tried in that order. Files are read once, as UTF-8.
public final class ImportResolver {
    private static final Pattern DEFINE = Pattern.compile("(?m)^[ \\t]*#[ \\t]*define_import_path[ \\t]+(\\S+)");

    /// The files declaring each import path (more than one is an error when the path is imported).
    private final Map<String, List<SourceFile>> declared = new LinkedHashMap<>();
    private final List<Path> packageRoots = new ArrayList<>();
    private final Map<Path, SourceFile> read = new LinkedHashMap<>();

    private ImportResolver() {}

    /// A resolver that knows only `modules` (import path to file), for hosts that hold sources in
    /// memory and for tests.
    public static ImportResolver of(Map<String, SourceFile> modules) {
        ImportResolver r = new ImportResolver();
        modules.forEach((path, file) -> r.declared.computeIfAbsent(path, p -> new ArrayList<>()).add(file));
        return r;
    }

    /// A resolver over the files of `importPaths` (each searched recursively) and of
    /// `ownFolder` (the main file's folder, searched without its subfolders; `null` for none).
    public static ImportResolver scan(List<Path> importPaths, Path ownFolder) throws IOException {
        ImportResolver r = new ImportResolver();
        Set<Path> seen = new HashSet<>();
        if (ownFolder != null) {
            r.packageRoots.add(ownFolder);
            try (Stream<Path> files = Files.list(ownFolder)) {
                for (Path p : files.sorted().toList()) {
                    r.consider(p, seen);
                }
            }
        }
        for (Path dir : importPaths) {
            if (!Files.isDirectory(dir)) {
                throw new IOException(dir + " is not a folder");
            }
            r.packageRoots.add(dir);
            try (Stream<Path> files = Files.walk(dir)) {
                for (Path p : files.sorted().toList()) {
                    r.consider(p, seen);
                }
            } catch (UncheckedIOException e) {
                throw e.getCause();
            }
        }
        return r;
    }

    private void consider(Path p, Set<Path> seen) throws IOException {
        String name = p.getFileName().toString();
        if (!Files.isRegularFile(p) || !(name.endsWith(".wgsl") || name.endsWith(".wesl"))
                || !seen.add(p.toAbsolutePath().normalize())) {
            return;
        }
        SourceFile file = read(p);
        Matcher m = DEFINE.matcher(file.text());
        if (m.find()) {
            declared.computeIfAbsent(m.group(1), k -> new ArrayList<>()).add(file);
        }
    }

    private SourceFile read(Path p) throws IOException {
        SourceFile f = read.get(p.toAbsolutePath().normalize());
        if (f == null) {
            f = new SourceFile(p.toString(), new String(Files.readAllBytes(p), StandardCharsets.UTF_8));
            read.put(p.toAbsolutePath().normalize(), f);
        }
        return f;
    }

    /// The files that can be module `path`: those declaring it, else the WESL file at that place
    /// under a package root; empty when there is none.
    public List<SourceFile> find(String path) {
        List<SourceFile> files = declared.get(path);
        if (files != null) {
            return files;
        }
        String relative = path.replace("::", "/");
        for (Path root : packageRoots) {
            for (String ext : List.of(".wesl", ".wgsl")) {
                Path p = root.resolve(relative + ext);
                if (Files.isRegularFile(p)) {
                    try {
                        SourceFile f = read(p);
                        // A file declaring another import path is that module, not this one.
                        if (!DEFINE.matcher(f.text()).find()) {
                            return List.of(f);
                        }
                    } catch (IOException e) {
                        return List.of();
                    }
                }
            }
        }
        return List.of();
    }
}
