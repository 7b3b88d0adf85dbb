// The editor's image and video nodes: decorators shown through the session (stored-media), written to HTML as a
// plain <img src alt> and <video controls src> that both sanitisers keep.
import type { JSX } from 'react';
import {
  $applyNodeReplacement,
  DecoratorNode,
  type DOMConversionMap,
  type DOMExportOutput,
  type LexicalNode,
  type NodeKey,
  type SerializedLexicalNode,
  type Spread,
} from 'lexical';
import { richTextMediaSrcOf } from '@clinic/hooks';
import { STATIC_DOMAIN } from '../../app/app-config';
import { StoredImage, StoredVideo } from './stored-media';

/** Pasted or loaded media keep only an address that can be shown (a stored file or http(s)). */
const mediaSrc = (src: string | null | undefined) => richTextMediaSrcOf(src ?? '', STATIC_DOMAIN);

/**
 * Exported media carry their address under this attribute: an <img> or <video> made in the page's document starts
 * loading its src at once, and a stored file without the session's headers answers 401. $htmlOf renames it to src.
 */
export const EXPORTED_SRC = 'data-rt-src';

/** The editor's HTML with the exported media addresses back under src. */
export function withMediaSources(html: string): string {
  return html.replace(/<(img|video) data-rt-src=/g, '<$1 src=');
}

type SerializedImage = Spread<{ src: string; alt: string }, SerializedLexicalNode>;
type SerializedVideo = Spread<{ src: string }, SerializedLexicalNode>;

export class ImageNode extends DecoratorNode<JSX.Element> {
  __src: string;
  __alt: string;

  static override getType(): string {
    return 'image';
  }
  static override clone(node: ImageNode): ImageNode {
    return new ImageNode(node.__src, node.__alt, node.__key);
  }
  static override importJSON(json: SerializedImage): ImageNode {
    return $createImageNode(json.src, json.alt);
  }
  static override importDOM(): DOMConversionMap | null {
    return {
      img: () => ({
        conversion: (element) => {
          const src = mediaSrc(element.getAttribute('src'));
          return { node: src ? $createImageNode(src, element.getAttribute('alt') ?? '') : null };
        },
        priority: 0,
      }),
    };
  }
  constructor(src: string, alt: string, key?: NodeKey) {
    super(key);
    this.__src = src;
    this.__alt = alt;
  }
  override exportJSON(): SerializedImage {
    return { ...super.exportJSON(), type: 'image', version: 1, src: this.__src, alt: this.__alt };
  }
  override exportDOM(): DOMExportOutput {
    const img = document.createElement('img');
    img.setAttribute(EXPORTED_SRC, this.__src);
    img.setAttribute('alt', this.__alt);
    return { element: img };
  }
  override createDOM(): HTMLElement {
    const span = document.createElement('span');
    span.className = 'rt-media';
    return span;
  }
  override updateDOM(): false {
    return false;
  }
  override isInline(): boolean {
    return true;
  }
  override decorate(): JSX.Element {
    return <StoredImage src={this.__src} alt={this.__alt} className="max-w-full" />;
  }
}

export function $createImageNode(src: string, alt: string): ImageNode {
  return $applyNodeReplacement(new ImageNode(src, alt));
}

export function $isImageNode(node: LexicalNode | null | undefined): node is ImageNode {
  return node instanceof ImageNode;
}

export class VideoNode extends DecoratorNode<JSX.Element> {
  __src: string;

  static override getType(): string {
    return 'video';
  }
  static override clone(node: VideoNode): VideoNode {
    return new VideoNode(node.__src, node.__key);
  }
  static override importJSON(json: SerializedVideo): VideoNode {
    return $createVideoNode(json.src);
  }
  static override importDOM(): DOMConversionMap | null {
    return {
      video: () => ({
        conversion: (element) => {
          const src = mediaSrc(
            element.getAttribute('src') ?? element.querySelector('source')?.getAttribute('src'),
          );
          return { node: src ? $createVideoNode(src) : null };
        },
        priority: 0,
      }),
    };
  }
  constructor(src: string, key?: NodeKey) {
    super(key);
    this.__src = src;
  }
  override exportJSON(): SerializedVideo {
    return { ...super.exportJSON(), type: 'video', version: 1, src: this.__src };
  }
  override exportDOM(): DOMExportOutput {
    const video = document.createElement('video');
    video.setAttribute(EXPORTED_SRC, this.__src);
    video.setAttribute('controls', '');
    return { element: video };
  }
  override createDOM(): HTMLElement {
    const div = document.createElement('div');
    div.className = 'rt-media';
    return div;
  }
  override updateDOM(): false {
    return false;
  }
  override decorate(): JSX.Element {
    return <StoredVideo src={this.__src} className="max-w-full" />;
  }
}

export function $createVideoNode(src: string): VideoNode {
  return $applyNodeReplacement(new VideoNode(src));
}
