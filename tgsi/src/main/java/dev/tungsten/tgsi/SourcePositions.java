package dev.tungsten.tgsi;

import java.util.List;
import java.util.Objects;

/// Where each body token of a shader came from in its source text: entry *i* is the text
/// position of `shader.tokens().get(i)` (a declaration, immediate, property or instruction), or
/// [TgsiException.Location#UNKNOWN].
///
/// This is the hook through which diagnostics about a shader read from text are reported as
/// `file:line:column`. The text assembler records one position per statement as it parses;
/// [TgsiSanity#check(TgsiShader, SourcePositions)] then attaches the line and column of the
/// offending token to each diagnostic, keeping its word and instruction numbers.
///
/// @param source    the file name printed in locations (may be null)
/// @param positions one entry per body token, in stream order
public record SourcePositions(String source, List<TgsiException.Location> positions) {
    public SourcePositions {
        positions = List.copyOf(positions);
    }

    /// The position of body token `token`, with the source name; [TgsiException.Location#UNKNOWN]
    /// when the token has none or the index is out of range.
    public TgsiException.Location of(int token) {
        if (token < 0 || token >= positions.size()) {
            return TgsiException.Location.UNKNOWN;
        }
        TgsiException.Location p = Objects.requireNonNullElse(positions.get(token), TgsiException.Location.UNKNOWN);
        return p.line() < 0 ? p : TgsiException.Location.text(source != null ? source : p.source(), p.line(), p.column());
    }
}
