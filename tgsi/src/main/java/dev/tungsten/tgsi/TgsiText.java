package dev.tungsten.tgsi;

import java.util.Set;

/// The TGSI text assembler: Mesa 24.1's `tgsi_text` syntax in, a [TgsiShader] out.
///
/// ## Grammar (as Mesa's parser reads it; newlines are ordinary whitespace)
/// ```
/// shader      := ws? processor (ws statement)* ws?
/// processor   := VERT | FRAG | GEOM | TESS_CTRL | TESS_EVAL | COMP
/// statement   := uint ws? ':' ws? instruction       -- a numbered line; the number is ignored
///              | DCL ws declaration | IMM ('[' uint ']')? ws immediate
///              | PROPERTY ws name ws? value | instruction
/// instruction := opcode ('_SAT')? ('_PRECISE')? (ws operand (',' operand)*)?
///                (',' texoffset)* (',' memory-qualifier)* (':' label)?
/// ```
/// Names are case-insensitive and match as whole words; opcodes are tried in numeric order, so
/// `TEX` never swallows `TEX2` or `TEX_LZ`. Every statement must be separated from the previous
/// one by whitespace, and nothing else separates them: Mesa accepts operands on the next line.
///
/// ## What is accepted beyond Mesa
/// Everything Mesa 24.1 accepts gives the same tokens as Mesa, except a FLT32 immediate written
/// as `0x` and 8 hex digits (see [Leniency#HEX_FLOAT_BITS]). Beyond that, each [Leniency] lists
/// one thing Mesa rejects that this assembler accepts; [#assemble] reports which ones a shader
/// used. Everything else Mesa rejects is a [TgsiException] located at a 1-based line and column.
///
/// Where Mesa silently truncates a number into a narrow token field (a register index of 40000,
/// a label of 2^24, a stream of 5), this assembler reports the number as out of range instead.
public final class TgsiText {
    private TgsiText() {}

    /// One way in which the assembler accepts text that Mesa 24.1's `tgsi_text` rejects.
    public enum Leniency {
        /// A 2010 opcode that Mesa has removed (`SUB`, `ABS`, `XPD`, `CLAMP`, … — the
        /// [TgsiOpcode.Flag#LEGACY] rows) or a renamed spelling (`KIL` = `KILL_IF`, `KILP` =
        /// `KILL`, `SHR` = `ISHR`, `FRAC` = `FRC`). Legacy rows are encoded with their own codes
        /// (see [TgsiOpcode]); renamed spellings become today's opcode.
        LEGACY_OPCODE("2010 opcodes Mesa removed (SUB, ABS, XPD, ...) and the old names KIL, KILP, SHR, FRAC"),
        /// A carriage return is whitespace, so CRLF files read like LF files.
        CARRIAGE_RETURN("carriage returns are whitespace (CRLF line ends)"),
        /// Whitespace between the sign and the number of an indirect offset:
        /// `IMM[ADDR[0].x + 3]` (Mesa's 2010 parser accepted it; graw tests use it).
        SPACED_INDIRECT_OFFSET("spaces after the sign of an indirect offset: IMM[ADDR[0].x + 3]"),
        /// A FLT32 immediate written `0x` and exactly 8 hex digits is the raw bit pattern
        /// (`0x3f800000` is 1.0), as virglrenderer reads it and as `tgsi_dump`'s hex mode writes
        /// it. **This changes a shader Mesa accepts**: Mesa reads the same text with `strtof`, as
        /// the integer 1065353216.0. Other hex forms (`0x1p-3`, `0x10`) keep `strtof`'s meaning.
        HEX_FLOAT_BITS("FLT32 immediates 0x + 8 hex digits are raw bits (Mesa reads them as integers)"),
        /// `EMIT` or `ENDPRIM` with nothing after it on its line (the 2010 form, before vertex
        /// streams): stream 0. The assembler adds one immediate `UINT32 {0, 0, 0, 0}` after the
        /// shader's last immediate (before its first instruction when it has none), and the
        /// instruction reads it as `IMM[n].xxxx`, as Mesa's `ureg` would write it, so the tokens
        /// are ordinary Mesa tokens. Mesa instead takes the next line as the operand and fails
        /// there.
        EMIT_WITHOUT_STREAM("EMIT/ENDPRIM without a stream operand: stream 0, through an added UINT32 immediate"),
        /// `:label` after `BGNSUB`, which `tgsi_dump` prints but Mesa's parser rejects.
        BGNSUB_LABEL("a :label after BGNSUB (tgsi_dump prints one)"),
        /// A number where a property takes a name (`tgsi_dump` prints values past the name table
        /// as numbers), and a negative property value (`tgsi_dump` prints values of 2^31 and up
        /// as negative numbers).
        NUMERIC_PROPERTY_VALUE("numbers for named property values, negative property values (as tgsi_dump prints them)"),
        /// Names Mesa 24.1 cannot print or read because its name tables lack them: the
        /// semantics `TESS_DEFAULT_OUTER_LEVEL` (47) and `TESS_DEFAULT_INNER_LEVEL` (48) and the
        /// sampler-view return type `UNKNOWN` (5). Mesa's `tgsi_dump` prints `(null)` for them.
        EXTRA_NAME("names Mesa's tables lack: TESS_DEFAULT_OUTER_LEVEL/INNER_LEVEL, return type UNKNOWN"),
        /// `DCL IN[][n]` in a geometry shader before `PROPERTY GS_INPUT_PRIMITIVE`: the empty
        /// vertex bracket is discarded anyway, so its size does not matter (`tgsi_dump` prints
        /// every geometry input this way).
        GS_INPUT_WITHOUT_PRIMITIVE("DCL IN[][n] in a geometry shader before GS_INPUT_PRIMITIVE");

        private final String summary;

        Leniency(String summary) {
            this.summary = summary;
        }

        /// One line describing the leniency.
        public String summary() {
            return summary;
        }
    }

    /// An assembled shader and the leniencies its text needed (empty when Mesa 24.1 would have
    /// read it the same way).
    public record Result(TgsiShader shader, Set<Leniency> leniencies) {
        public Result {
            leniencies = Set.copyOf(leniencies);
        }
    }

    /// Assembles `text`; errors are located in `sourceName`.
    /// @throws TgsiException at the first error, located by 1-based line and column
    public static TgsiShader parse(String text, String sourceName) {
        return assemble(text, sourceName).shader();
    }

    /// Assembles `text` and reports which leniencies it used.
    /// @throws TgsiException at the first error, located by 1-based line and column
    public static Result assemble(String text, String sourceName) {
        return new TextParser(text, sourceName).parse();
    }
}
