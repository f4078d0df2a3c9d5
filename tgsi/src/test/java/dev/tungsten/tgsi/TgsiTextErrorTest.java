package dev.tungsten.tgsi;

import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import static org.junit.jupiter.api.Assertions.*;

/// Every error message of the assembler, with its exact line and column (1-based, counted as an
/// editor counts: Mesa's columns are one too high after the first line, ours are not).
///
/// Rows marked "Mesa accepts" are where Mesa silently truncates a number into its token field
/// (or stops at a NUL, or ignores a cut-off immediate); every other row Mesa 24.1 rejects too.
class TgsiTextErrorTest {
    static Stream<Arguments> errors() {
        return Stream.of(
                // statement level
                row("FRAG\nMOV TEMP[0], TEMP[1]\n\0", "3:1", "expected text, found a NUL character"), // Mesa stops at NUL
                row("PIXEL\nEND", "1:1", "expected a shader header (VERT, FRAG, GEOM, TESS_CTRL, TESS_EVAL or COMP), found `PIXEL'"),
                row("  \n FRAG,", "2:6", "expected end of header, found `,'"),
                row("FRAG\nDCL TEMP[0];", "2:12", "expected end of declaration, found `;'"),
                row("FRAG\nMOV TEMP[0], TEMP[1], TEMP[2]", "2:21", "expected end of instruction, found `,'"),
                row("FRAG\nIMM FLT32 {1, 2, 3, 4}x", "2:23", "expected end of immediate, found `x'"),
                row("FRAG\nPROPERTY FS_EARLY_DEPTH_STENCIL 1;", "2:34", "expected end of property, found `;'"),
                row("FRAG\nFOO TEMP[0]", "2:1", "expected an instruction, `DCL', `IMM' or `PROPERTY', found `FOO'"),
                row("FRAG\n3: FOO TEMP[0]", "2:4", "expected an opcode, found `FOO'"),
                row("FRAG\nMOV TEMP[0], \u00e9", "2:14", "expected a register file, found `\u00e9'"),
                row("FRAG\nMOV TEMP[0], \t\b", "2:15", "expected a register file, found character U+0008"),
                // PROPERTY
                row("FRAG\nPROPERTY NOT_A_PROPERTY 1", "2:10", "expected a property name, found `NOT_A_PROPERTY'"),
                row("FRAG\nPROPERTY 12", "2:10", "expected a property name, found `12'"),
                row("GEOM\nPROPERTY GS_INPUT_PRIMITIVE TRIANGLE", "2:29", "expected a primitive name, found `TRIANGLE'"),
                row("FRAG\nPROPERTY FS_COORD_ORIGIN UP", "2:26", "expected UPPER_LEFT or LOWER_LEFT, found `UP'"),
                row("FRAG\nPROPERTY FS_COORD_PIXEL_CENTER HALF", "2:32", "expected HALF_INTEGER or INTEGER, found `HALF'"),
                row("FRAG\nPROPERTY NEXT_SHADER PIXEL", "2:22", "expected a shader stage name, found `PIXEL'"),
                row("FRAG\nPROPERTY FS_DEPTH_LAYOUT ANY", "2:26", "expected an unsigned integer, found `ANY'"),
                // IMM
                row("FRAG\nIMM[x] FLT32 {1, 2, 3, 4}", "2:5", "expected an immediate index, found `x'"),
                row("FRAG\nIMM[1] FLT32 {1, 2, 3, 4}", "2:5", "immediates must be numbered in order: expected IMM[0], found IMM[1]"),
                row("FRAG\nIMM[0 FLT32 {1, 2, 3, 4}", "2:7", "expected `]', found `FLT32'"),
                row("FRAG\nIMM[0]FLT32 {1, 2, 3, 4}", "2:7", "expected whitespace before the immediate type, found `FLT32'"),
                row("FRAG\nIMM FLOAT {1, 2, 3, 4}", "2:5",
                        "expected an immediate type (FLT32, UINT32, INT32, FLT64, UINT64 or INT64), found `FLOAT'"),
                row("FRAG\nIMM FLT32 1, 2, 3, 4}", "2:11", "expected `{', found `1'"),
                row("FRAG\nIMM FLT32 {1 2, 3, 4}", "2:14", "expected `,', found `2'"),
                row("FRAG\nIMM FLT32 {1, 2, 3, 4, 5}", "2:22", "expected `}', found `,'"),
                row("FRAG\nIMM FLT32 {1, 2, 3, x}", "2:21", "expected a FLT32 value, found `x'"),
                row("FRAG\nIMM UINT32 {1, -2, 3, 4}", "2:16", "expected a UINT32 value, found `-'"),
                row("FRAG\nIMM INT32 {1, 2, - 3, 4}", "2:18", "expected an INT32 value, found `-'"),
                row("FRAG\nIMM FLT64 {1, y}", "2:15", "expected a FLT64 value, found `y'"),
                row("FRAG\nIMM UINT64 {1, y}", "2:16", "expected a UINT64 value, found `y'"),
                row("FRAG\nIMM INT64 {z, 1}", "2:12", "expected an INT64 value, found `z'"),
                row("FRAG\nIMM FLT32 {1, 2,\n 3", "3:3", "expected `,', found end of input"), // Mesa accepts
                // DCL
                row("FRAG\nDCL", "2:4", "expected whitespace after `DCL', found end of input"),
                row("FRAG\nDCL FOO[0]", "2:5", "expected a register file, found `FOO'"),
                row("FRAG\nDCL TEMP 0]", "2:10", "expected `[', found `0'"),
                row("FRAG\nDCL TEMP[x]", "2:10", "expected a register index, found `x'"),
                row("FRAG\nDCL TEMP[]", "2:10", "expected a register index (`[]' needs PROPERTY GS_INPUT_PRIMITIVE first), found `]'"),
                row("FRAG\nDCL TEMP[0..]", "2:13", "expected a register index, found `]'"),
                row("FRAG\nDCL TEMP[0.1]", "2:11", "expected `]' or `..', found `.'"),
                row("FRAG\nDCL TEMP[65536]", "2:10", "register index 65536 is out of range (at most 65535)"), // Mesa accepts
                row("FRAG\nDCL TEMP[0].q", "2:13", "expected a write mask (x, y, z, w in that order), found `q'"),
                row("FRAG\nDCL TEMP[0], ARRAY 1)", "2:19", "expected `(', found a space"),
                row("FRAG\nDCL TEMP[0], ARRAY(x)", "2:20", "expected an array id, found `x'"),
                row("FRAG\nDCL TEMP[0], ARRAY(1024)", "2:20", "array id 1024 is out of range (at most 1023)"), // Mesa accepts
                row("FRAG\nDCL TEMP[0], ARRAY(1", "2:21", "expected `)', found end of input"),
                row("FRAG\nDCL SVIEW[0], FOO, FLOAT", "2:15", "expected a texture target, found `FOO'"),
                row("FRAG\nDCL SVIEW[0], 2D FLOAT", "2:18", "expected `,', found `FLOAT'"),
                row("FRAG\nDCL SVIEW[0], 2D, DOUBLE", "2:19", "expected a return type (UNORM, SNORM, SINT, UINT or FLOAT), found `DOUBLE'"),
                row("COMP\nDCL IMAGE[0], 4D", "2:15", "expected a texture target, found `4D'"),
                row("FRAG\nDCL IN[0], GENERIC[x]", "2:20", "expected a semantic index, found `x'"),
                row("FRAG\nDCL IN[0], GENERIC[1", "2:21", "expected `]', found end of input"),
                row("FRAG\nDCL IN[0], GENERIC[65536]", "2:20", "semantic index 65536 is out of range (at most 65535)"), // Mesa accepts
                row("GEOM\nDCL OUT[0], GENERIC[0], STREAM 1, 0, 0, 0)", "2:32", "expected `(', found `1'"),
                row("GEOM\nDCL OUT[0], GENERIC[0], STREAM(1, x, 0, 0)", "2:35", "expected a stream, found `x'"),
                row("GEOM\nDCL OUT[0], GENERIC[0], STREAM(1, 0 0, 0)", "2:37", "expected `,', found `0'"),
                row("GEOM\nDCL OUT[0], GENERIC[0], STREAM(1, 0, 0, 0", "2:42", "expected `)', found end of input"),
                row("GEOM\nDCL OUT[0], GENERIC[0], STREAM(4, 0, 0, 0)", "2:32", "stream 4 is out of range (at most 3)"), // Mesa accepts
                row("FRAG\nDCL IN[0], GENERIC[0], BOGUS", "2:24", "expected a semantic, interpolation, location or INVARIANT, found `BOGUS'"),
                // instructions
                row("FRAG\nMOV,TEMP[0], TEMP[1]", "2:4", "expected whitespace after `MOV', found `,'"),
                row("FRAG\nMOV TEMP[0] TEMP[1]", "2:13", "expected `,', found `TEMP'"),
                row("FRAG\nMOV TEMP[0]\nEND", "3:1", "expected `,', found `END'"),
                row("FRAG\nTEX TEMP[0], TEMP[1], SAMP[0], 4D", "2:32", "expected a texture target, found `4D'"),
                row("FRAG\nIF TEMP[0].xxxx :x", "2:18", "expected a label, found `x'"),
                row("FRAG\nIF TEMP[0].xxxx :16777216", "2:18", "label 16777216 is out of range (at most 16777215)"), // Mesa accepts
                row("FRAG\nMOV RES[0], TEMP[1]", "2:5", "expected a register file, found `RES'"),
                row("FRAG\nMOV TEMP 0], TEMP[1]", "2:10", "expected `[', found `0'"),
                row("FRAG\nMOV TEMP[x], TEMP[1]", "2:10", "expected a register index, found `x'"),
                row("FRAG\nMOV TEMP[40000], TEMP[1]", "2:10", "register index 40000 is out of range (at most 32767)"), // Mesa accepts
                row("FRAG\nMOV TEMP[ADDR[0].q], TEMP[1]", "2:18", "expected an address component `x', `y', `z' or `w', found `q'"),
                row("FRAG\nMOV TEMP[ADDR[0].x+], TEMP[1]", "2:20", "expected an offset after `+', found `]'"),
                row("FRAG\nMOV TEMP[ADDR[0].x+40000], TEMP[1]", "2:20", "offset 40000 is out of range (at most 32767)"), // Mesa accepts
                row("FRAG\nMOV TEMP[ADDR[0].x-32769], TEMP[1]", "2:20", "offset 32769 is out of range (at most 32768)"), // Mesa accepts
                row("FRAG\nMOV TEMP[ADDR[0].x, TEMP[1]", "2:19", "expected `]', found `,'"),
                row("FRAG\nMOV TEMP[ADDR[0].x](x), TEMP[1]", "2:21", "expected an array id, found `x'"),
                row("FRAG\nMOV TEMP[ADDR[0].x](1024), TEMP[1]", "2:21", "array id 1024 is out of range (at most 1023)"), // Mesa accepts
                row("FRAG\nMOV TEMP[ADDR[0].x](1, TEMP[1]", "2:22", "expected `)', found `,'"),
                row("FRAG\nMOV TEMP[0], TEMP[1].xy", "2:24", "expected a swizzle component `x', `y', `z' or `w', found end of input"),
                row("FRAG\nMOV TEMP[0], |TEMP[1]\nEND", "3:1", "expected `|', found `END'"),
                row("FRAG\nMOV TEMP[0], TEMP[1]|", "2:21", "expected end of instruction, found `|'"),
                row("FRAG\nMOV TEMP[0].q, TEMP[1]", "2:13", "expected a write mask (x, y, z, w in that order), found `q'"),
                row("FRAG\nTXF TEMP[0], TEMP[1], SAMP[0], 2D, IMM[0].xy", "2:45",
                        "expected a swizzle component `x', `y', `z' or `w', found end of input"),
                row("FRAG\nLOAD TEMP[0], BUFFER[0], TEMP[1], SHARED", "2:35",
                        "expected a memory qualifier, texture target or format, found `SHARED'"));
    }

    static Arguments row(String text, String position, String message) {
        return Arguments.of(text, position, message);
    }

    @ParameterizedTest
    @MethodSource("errors")
    void errorIsLocatedAndSaysWhatWasExpected(String text, String position, String message) {
        TgsiException e = assertThrows(TgsiException.class, () -> TgsiText.parse(text, "s.tgsi"));
        assertEquals(message, e.detail());
        assertEquals("s.tgsi:" + position, e.location().toString());
        assertEquals("s.tgsi:" + position + ": " + message, e.getMessage());
    }
}
