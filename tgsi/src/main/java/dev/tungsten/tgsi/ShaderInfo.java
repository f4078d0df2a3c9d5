package dev.tungsten.tgsi;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;

/// What a shader declares and uses, as [TgsiScan] finds it (Mesa's `tgsi_shader_info`, without
/// its fixed-size arrays and bit masks: every index a shader can write is representable).
/// Drivers size register files, bind resources, pick interpolation and decide on early depth
/// tests from it.
///
/// @param processor         the stage
/// @param instructionCount  number of instructions
/// @param files             per register file that is declared or referenced
/// @param inputs            input registers by index (one entry per declared register)
/// @param outputs           output registers by index
/// @param systemValues      system-value registers by index
/// @param arrays            every ARRAY(n) declaration
/// @param constantBuffers   per declared constant buffer (the 2-D index; 0 for 1-D declarations), its highest declared element
/// @param textures          per sampler or sampler-view index, what is declared and how it is sampled
/// @param images            declared images and how they are accessed
/// @param buffers           declared shader buffers and how they are accessed
/// @param memory            declared memory types and how they are accessed
/// @param hwAtomics         per atomic buffer, the declared counters
/// @param immediates        the type of each immediate, IMM[0] first
/// @param properties        every property: the value the shader sets, else Mesa's default
///                          (0, and 1 for GS_INVOCATIONS of a GEOM shader)
/// @param propertiesSet     the properties the shader sets itself
/// @param opcodeCounts      how often each opcode occurs (opcodes that occur only)
/// @param inputVertices     vertices per input primitive: from GS_INPUT_PRIMITIVE for GEOM, 0 elsewhere
/// @param uses              what the shader reads or does
/// @param writes            what the shader writes
/// @param controlFlow       nesting and structure
public record ShaderInfo(
        Processor processor,
        int instructionCount,
        Map<RegisterFile, FileInfo> files,
        List<InputInfo> inputs,
        List<OutputInfo> outputs,
        List<SystemValueInfo> systemValues,
        List<ArrayInfo> arrays,
        Map<Integer, Integer> constantBuffers,
        List<TextureInfo> textures,
        List<ImageInfo> images,
        List<BufferInfo> buffers,
        List<MemoryInfo> memory,
        Map<Integer, SortedSet<Integer>> hwAtomics,
        List<ImmediateType> immediates,
        Map<PropertyName, Integer> properties,
        Set<PropertyName> propertiesSet,
        Map<TgsiOpcode, Integer> opcodeCounts,
        int inputVertices,
        Uses uses,
        Writes writes,
        ControlFlow controlFlow) {

    /// One register file.
    /// @param declaredCount     registers declared (per dimension for 2-D declarations, once for implied per-vertex ones)
    /// @param maxDeclared       highest declared index, -1 if none
    /// @param declared          the declared indices
    /// @param read              indices read directly (as sources, addresses or texture offsets)
    /// @param written           indices written directly
    /// @param indirectRead      read with an address register
    /// @param indirectWritten   written with an address register
    /// @param dimensionIndirect its second index comes from an address register somewhere
    public record FileInfo(RegisterFile file, int declaredCount, int maxDeclared, SortedSet<Integer> declared,
                           SortedSet<Integer> read, SortedSet<Integer> written, boolean indirectRead,
                           boolean indirectWritten, boolean dimensionIndirect) {}

    /// One input register.
    /// @param semantic      null when declared without a semantic (VERT inputs)
    /// @param semanticIndex the declaration's semantic index plus the register's offset in its range
    /// @param interpolation null when the declaration has no interpolation token (text allows it;
    ///                      Mesa's scanner then reports CONSTANT, CENTER)
    /// @param location      null when the declaration has no interpolation token
    /// @param declaredMask  the declaration's usage mask
    /// @param usageMask     channels really read, after swizzles (Mesa's `input_usage_mask`)
    /// @param arrayId       its ARRAY id, 0 if none
    public record InputInfo(int index, SemanticName semantic, int semanticIndex, Interpolation interpolation,
                            InterpLocation location, int declaredMask, int usageMask, int arrayId) {}

    /// One output register.
    /// @param declaredMask the declaration's usage mask
    /// @param writtenMask  channels written by instructions
    /// @param streams      GS stream per declared channel, 2 bits each, X lowest
    public record OutputInfo(int index, SemanticName semantic, int semanticIndex, int declaredMask, int writtenMask,
                             int streams, boolean invariant, int arrayId) {}

    /// One system-value register; `usageMask` is the channels read.
    public record SystemValueInfo(int index, SemanticName semantic, int semanticIndex, int usageMask) {}

    /// An ARRAY(n) declaration.
    public record ArrayInfo(RegisterFile file, int arrayId, int first, int last) {}

    /// A sampler / sampler-view index.
    /// @param viewTarget         the SVIEW declaration's target, null without one
    /// @param returnType         the SVIEW declaration's X return type, null without one
    /// @param instructionTargets targets named by texture instructions that use this sampler
    /// @param opcodes            the texture and SAMPLE opcodes that use it
    public record TextureInfo(int index, boolean samplerDeclared, boolean viewDeclared, TextureTarget viewTarget,
                              ReturnType returnType, Set<TextureTarget> instructionTargets, Set<TgsiOpcode> opcodes) {}

    /// A declared image; `msaa` when declared or accessed as 2D_MSAA or 2D_ARRAY_MSAA.
    public record ImageInfo(int index, TextureTarget target, PipeFormat format, boolean writable, boolean raw,
                            boolean loaded, boolean stored, boolean atomic, boolean msaa) {}

    /// A declared shader buffer.
    public record BufferInfo(int index, boolean atomicDeclared, boolean loaded, boolean stored, boolean atomic) {}

    /// A declared memory type.
    public record MemoryInfo(MemoryType type, boolean loaded, boolean stored, boolean atomic) {}

    /// What a shader reads or does.
    /// @param kill                  KILL or KILL_IF
    /// @param demote                DEMOTE
    /// @param explicitDerivatives   DDX, DDY and their FINE forms
    /// @param implicitDerivatives   a FRAG texture instruction that computes its level of detail
    /// @param fbfetch               FBFETCH
    /// @param readsZ                the z channel of the fragment position (IN or SV POSITION) is read
    /// @param instanceId            INSTANCEID (and the other semantics below) is declared
    /// @param gridSize              a COMP shader reads GRID_SIZE
    /// @param textures              any texture or SAMPLE instruction
    /// @param barrier               BARRIER
    /// @param memoryBarrier         MEMBAR
    /// @param atomics               any atomic instruction
    /// @param doubles               FLT64 immediates or double-precision opcodes
    /// @param int64                 UINT64/INT64 immediates or 64-bit integer opcodes
    /// @param subroutines           CAL
    /// @param indirectFiles         files addressed indirectly
    /// @param dimensionIndirectFiles files whose second index is addressed indirectly
    /// @param readsPerVertexOutputs TESS_CTRL reads per-vertex outputs
    /// @param readsPerPatchOutputs  TESS_CTRL reads PATCH outputs
    /// @param readsTessFactors      TESS_CTRL reads TESSINNER/TESSOUTER outputs
    public record Uses(boolean kill, boolean demote, boolean explicitDerivatives, boolean implicitDerivatives,
                       boolean fbfetch, boolean readsZ, boolean instanceId, boolean vertexId, boolean vertexIdNoBase,
                       boolean baseVertex, boolean primId, boolean frontFace, boolean invocationId, boolean sampleId,
                       boolean samplePos, boolean gridSize, boolean textures, boolean barrier, boolean memoryBarrier,
                       boolean atomics, boolean doubles, boolean int64, boolean subroutines,
                       Set<RegisterFile> indirectFiles, Set<RegisterFile> dimensionIndirectFiles,
                       boolean readsPerVertexOutputs, boolean readsPerPatchOutputs, boolean readsTessFactors) {}

    /// What a shader writes (outputs by declared semantic, as Mesa's scanner does).
    /// @param depth                     a FRAG POSITION output
    /// @param memory                    STORE or an atomic on a buffer, image, memory or atomic counter
    /// @param clipDistances             NUM_CLIPDIST_ENABLED
    /// @param cullDistances             NUM_CULLDIST_ENABLED
    /// @param streamOutputComponents    declared output channels per GS stream 0..3
    public record Writes(boolean position, boolean pointSize, boolean clipVertex, boolean viewportIndex,
                         boolean layer, boolean edgeFlag, boolean depth, boolean stencil, boolean sampleMask,
                         boolean memory, int clipDistances, int cullDistances, List<Integer> streamOutputComponents) {}

    /// Control-flow structure.
    /// @param maxDepth     deepest nesting of IF, UIF, BGNLOOP and SWITCH
    /// @param maxLoopDepth deepest nesting of BGNLOOP
    public record ControlFlow(int maxDepth, int maxLoopDepth, boolean loops, boolean switches, boolean subroutines) {}

    /// The file's entry, or an empty one when the shader neither declares nor uses it.
    public FileInfo file(RegisterFile file) {
        FileInfo f = files.get(file);
        return f != null ? f : new FileInfo(file, 0, -1, java.util.Collections.emptySortedSet(),
                java.util.Collections.emptySortedSet(), java.util.Collections.emptySortedSet(), false, false, false);
    }

    /// The input at register `index`, or null.
    public InputInfo input(int index) {
        return inputs.stream().filter(i -> i.index() == index).findFirst().orElse(null);
    }

    /// The output at register `index`, or null.
    public OutputInfo output(int index) {
        return outputs.stream().filter(o -> o.index() == index).findFirst().orElse(null);
    }

    /// The property's value (set or default).
    public int property(PropertyName name) {
        return properties.get(name);
    }

    /// How often `op` occurs.
    public int count(TgsiOpcode op) {
        return opcodeCounts.getOrDefault(op, 0);
    }
}
