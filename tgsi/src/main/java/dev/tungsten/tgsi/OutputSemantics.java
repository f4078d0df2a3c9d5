package dev.tungsten.tgsi;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/// Which OUT register stands for each `(semantic name, index)` of a shader: the one rule every
/// consumer that links outputs by semantic follows (next-stage inputs, position, point size,
/// clip distances, fragment colours and depth; decision record 0019).
///
/// The rule: when several OUT registers carry the same semantic, the **lowest-numbered** one is
/// the output. The others stay ordinary registers that the shader may write and read back, but
/// whose values reach no later stage, no fixed-function unit and no render target. This is what
/// Mesa's draw module answers softpipe and llvmpipe (`draw_find_shader_output` returns the first
/// match in register order), what the soft driver's `ShaderInterface.outputRegister` has always
/// done, and it does not depend on control flow as "the last write" would. A range declaration
/// gives consecutive indices (`DCL OUT[1..3], GENERIC[0]` is GENERIC[0], [1] and [2], as in Mesa's
/// `tgsi_scan`), so only distinct declarations naming one semantic are duplicates. Usage masks are
/// not merged: two registers declaring `.xy` and `.zw` of one semantic are duplicates too.
///
/// Registers declared without a semantic take no part. A register declared twice (a sanity
/// error) is described by its first declaration, as in [TgsiScan].
///
/// @param registers  the linked register of every declared semantic, in register order
/// @param duplicates every semantic that more than one register declares, in register order
public record OutputSemantics(Map<Semantic, Integer> registers, List<Duplicate> duplicates) {

    /// A semantic name and index, as declared (plus the register's offset in a range).
    public record Semantic(SemanticName name, int index) {
        /// `GENERIC[0]`, as TGSI text writes it.
        @Override
        public String toString() {
            return name.text() + "[" + index + "]";
        }
    }

    /// A semantic declared by several OUT registers.
    /// @param linked   the register that stands for it (the lowest)
    /// @param shadowed the other registers, ascending; their values reach no later stage
    public record Duplicate(Semantic semantic, int linked, List<Integer> shadowed) {
        public Duplicate {
            shadowed = List.copyOf(shadowed);
        }
    }

    public OutputSemantics {
        registers = Collections.unmodifiableMap(new LinkedHashMap<>(registers));
        duplicates = List.copyOf(duplicates);
    }

    /// The outputs of `shader` (scanned with [TgsiScan]).
    public static OutputSemantics of(TgsiShader shader) {
        return of(TgsiScan.scan(shader));
    }

    /// The outputs of an already scanned shader.
    public static OutputSemantics of(ShaderInfo info) {
        // ShaderInfo lists outputs in register order: the first register of a semantic is the lowest.
        Map<Semantic, List<Integer>> bySemantic = new LinkedHashMap<>();
        for (ShaderInfo.OutputInfo o : info.outputs()) {
            if (o.semantic() != null) {
                bySemantic.computeIfAbsent(new Semantic(o.semantic(), o.semanticIndex()), k -> new ArrayList<>())
                        .add(o.index());
            }
        }
        Map<Semantic, Integer> registers = new LinkedHashMap<>();
        List<Duplicate> duplicates = new ArrayList<>();
        for (Map.Entry<Semantic, List<Integer>> e : bySemantic.entrySet()) {
            List<Integer> regs = e.getValue();
            registers.put(e.getKey(), regs.getFirst());
            if (regs.size() > 1) {
                duplicates.add(new Duplicate(e.getKey(), regs.getFirst(), regs.subList(1, regs.size())));
            }
        }
        return new OutputSemantics(registers, duplicates);
    }

    /// The register that stands for `name[index]`, or -1 when no OUT register declares it.
    public int register(SemanticName name, int index) {
        return registers.getOrDefault(new Semantic(name, index), -1);
    }

    /// Whether OUT[`register`] is the register that stands for its semantic: false for a register
    /// another one of the same semantic shadows, and for registers without a semantic.
    public boolean isLinked(int register) {
        return registers.containsValue(register);
    }
}
