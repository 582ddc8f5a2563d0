/** The document outside the Worker (Node, at build time and in unit tests): the same app, the same generator. */
import app from '../index';
import { openApiDocument } from './document';

export const buildOpenApiDocument = () => openApiDocument(app as never);
