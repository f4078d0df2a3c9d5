package dev.tungsten.cli.source;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;

import dev.tungsten.cg.Preprocessor;

/// A shader source file opened by its language's front end, ready to compile and lower any of
/// its entry points: what `tungsten compile`, `tungsten check` and scenes share, so that the two
/// languages differ only inside [WgslSource] and [CgSource].
public sealed interface ShaderSource permits WgslSource, CgSource {
    /// Reads `file` and opens it as `language`: WGSL as UTF-8 (malformed bytes become U+FFFD,
    /// so offsets stay those of the text), Cg as its preprocessor reads includes (UTF-8, else
    /// ISO-8859-1), so that the main file and its includes decode alike.
    static ShaderSource open(Path file, Language language, SourceOptions options) throws IOException {
        return switch (language) {
            case WGSL -> new WgslSource(file, new String(Files.readAllBytes(file), StandardCharsets.UTF_8), options);
            case CG -> {
                String text = Preprocessor.IncludeLoader.FILE_SYSTEM.load(file);
                if (text == null) {
                    throw new NoSuchFileException(file.toString());
                }
                yield new CgSource(file, text, options);
            }
        };
    }

    /// The file name diagnostics use.
    String file();

    /// What was found before any entry point is chosen: errors here stop every entry point. For
    /// WGSL, every diagnostic of the file; for Cg, the errors of preprocessing and parsing (its
    /// warnings come again with each entry point, so they are left to [#module]).
    Report report();

    /// The entry points compiled when none is named: every one of a WGSL module; those of
    /// `main_vertex`, `main_fragment` and `main` that a Cg file defines. Empty when [#report]
    /// has errors or the file has none.
    List<String> entryPoints();

    /// The IR of the whole file when the language makes one module of it (WGSL), with no entry
    /// point chosen; `null` for Cg, whose front end makes a module per entry point, or when
    /// [#report] has errors.
    EntryModule fileModule();

    /// Runs the front end for the entry point `entry` (an error report when there is none).
    EntryModule module(String entry);

    /// Lowers a front end result to TGSI and reflects it (an error report when it cannot).
    CompiledEntry lower(EntryModule module);

    /// [#module] then, when it succeeded, [#lower].
    default CompiledEntry compile(String entry) {
        EntryModule m = module(entry);
        return m.ok() ? lower(m) : new CompiledEntry(m, Report.EMPTY, null, null);
    }
}
